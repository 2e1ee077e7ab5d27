import type { Page } from '@playwright/test';
import { buyFreeIndicatorViaApi, expect, signUpViaApi, test } from '../fixtures';
import { accountPages, mobile, publicPages } from '../pages';

/**
 * WCAG 1.4.10 reflow and 2.5.8 target size, page by page: no horizontal scroll at 320 CSS px (a phone) nor
 * at 640 CSS px (a 1280 px window zoomed to 200 %), and every control at least 24 × 24 px at phone width.
 */
const reflowWidths = [320, 640];
const MIN_TARGET_PX = 24;

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function expectReflow(page: Page, path: string) {
  for (const width of reflowWidths) {
    await page.setViewportSize({ width, height: 800 });
    const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
      const root = document.documentElement;
      // The element sticking out furthest, to say what to fix when the check fails.
      let widest = '';
      let right = root.clientWidth;
      const clipped = (element: Element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return true;
        }
        return false;
      };
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        if (box.right > right + 0.5 && clipped(element)) continue;
        if (box.right > right + 0.5) {
          right = box.right;
          widest = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)} (${Math.round(box.right)} px)`;
        }
      }
      return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, widest };
    });
    expect(scrollWidth, `${path} scrolls sideways at ${width} px: ${widest}`).toBeLessThanOrEqual(innerWidth);
  }
}

/**
 * Every visible control smaller than 24 × 24 px. Exempt, as WCAG allows: links inside a sentence (an inline
 * link with text around it). A checkbox or radio counts with its label, which takes the same click.
 */
function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    const inSentence = (element: Element) =>
      getComputedStyle(element).display === 'inline' &&
      Array.from(element.parentElement?.childNodes ?? []).some(
        (node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('[aria-hidden="true"], [inert]') || element.tabIndex < 0) continue;
      const target =
        element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
          ? (element.closest('label') ?? element)
          : element;
      const box = target.getBoundingClientRect();
      // Not drawn (hidden, or visually hidden until focused like the skip link).
      const style = getComputedStyle(element);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.clipPath !== 'none')
        continue;
      if (inSentence(element)) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, MIN_TARGET_PX);
}

async function expectLargeTargets(page: Page, path: string) {
  await page.setViewportSize(mobile);
  expect(await smallTargets(page), `targets under 24 × 24 px on ${path}`).toEqual([]);
}

for (const path of publicPages) {
  test(`${path}: no sideways scroll at 320 px and 200 % zoom, targets of 24 px`, async ({
    page,
    allowConsole,
  }) => {
    // An unknown path answers 404 (not-found.spec.ts): the browser reports the document's own status.
    if (path === '/no-such-page') allowConsole.push(/status of 404/);
    await open(page, path);
    await expectReflow(page, path);
    await expectLargeTargets(page, path);
  });
}

test('the account pages, with a purchase, reflow and keep targets of 24 px', async ({ page }) => {
  const buyer = await signUpViaApi(page, { name: 'Rae Reflow' });
  // A purchase fills the indicators tab and the orders table, the widest content of these pages.
  await buyFreeIndicatorViaApi(page, buyer.token);
  for (const path of accountPages) {
    await open(page, path);
    await expectReflow(page, path);
    await expectLargeTargets(page, path);
  }
});
