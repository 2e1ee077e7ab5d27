import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { mobile } from './pages';

/**
 * WCAG 1.4.10 reflow and 2.5.8 target size, page by page: no horizontal scroll at 320 CSS px (a phone) nor
 * at 640 CSS px (a 1280 px window zoomed to 200 %), and every control at least 24 × 24 px at phone width.
 */
const reflowWidths = [320, 640];
const MIN_TARGET_PX = 24;

export async function expectReflow(page: Page, path: string) {
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

export async function expectLargeTargets(page: Page, path: string) {
  await page.setViewportSize(mobile);
  expect(await smallTargets(page), `targets under 24 × 24 px on ${path}`).toEqual([]);
}
