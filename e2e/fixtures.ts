import { test as base, expect, type Page } from '@playwright/test';
import { resources } from '@shop/i18n';

export type Language = 'fr' | 'en';

/** Looks up `namespace:path.to.key` in the shipped catalogues, with {{param}} interpolation. */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['common', key];
  let node: unknown = (resources[language] as Record<string, unknown>)[namespace!];
  for (const part of path!.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No ${language} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

interface Fixtures {
  language: Language;
  /** translate() bound to the project's language. */
  t: (key: string, params?: Record<string, string | number>) => string;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
  language: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata.language as Language);
  },
  t: async ({ language }, use) => {
    await use((key, params) => translate(language, key, params));
  },
  page: async ({ page }, use) => {
    // Hide the cookie banner and guarantee popup unless a test wants them (it clears these itself).
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-keep-defaults')) {
        if (localStorage.getItem('cookieConsent') === null) localStorage.setItem('cookieConsent', 'declined');
        sessionStorage.setItem('guaranteePopupShown', 'true');
      }
    });
    await use(page);
  },
});

/** Registers a new customer through the API and stores the session as the web app does. */
export async function signUpViaApi(
  page: Page,
  overrides: { name?: string; email?: string; password?: string } = {},
) {
  const email = overrides.email ?? `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const password = overrides.password ?? 'correct-horse-battery-9';
  const response = await page.request.post('/api/users/signup', {
    data: { name: overrides.name ?? 'E2E Buyer', email, password },
  });
  expect(response.ok()).toBeTruthy();
  const user = await response.json();
  // Seed the session once per browser context: a later sign-out or password change must not be undone by
  // the next navigation.
  await page.addInitScript((stored) => {
    if (localStorage.getItem('e2e-session-seeded')) return;
    localStorage.setItem('e2e-session-seeded', '1');
    localStorage.setItem('userInfo', stored);
  }, JSON.stringify(user));
  return { ...user, password } as {
    _id: string;
    name: string;
    email: string;
    token: string;
    password: string;
  };
}

export { expect };
