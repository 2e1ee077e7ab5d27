import type { Language } from '@shop/i18n/language';
import { act, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { useConsent } from '@/shared/consent/consent';
import { renderWithApp } from '@/test/render';
import { GuaranteePopup } from './GuaranteePopup';

const languages: Language[] = ['fr', 'en'];
const DELAY_MS = 5000;

/** The popup after its delay, for a visitor who has answered the cookie banner. */
async function openPopup(language: Language) {
  vi.useFakeTimers();
  useConsent.getState().decide('declined', false);
  const view = await renderWithApp(
    <>
      <button type="button">opener</button>
      <GuaranteePopup />
    </>,
    { language },
  );
  screen.getByRole('button', { name: 'opener' }).focus();
  await act(() => vi.advanceTimersByTimeAsync(DELAY_MS));
  // Open now: the visitor's clicks and keys run on the real clock, as user-event expects.
  vi.useRealTimers();
  return view;
}

describe.each(languages)('guarantee popup (%s)', (language) => {
  test('appears 5 s after the page, not before', async () => {
    vi.useFakeTimers();
    useConsent.getState().decide('accepted', true);
    const { t } = await renderWithApp(<GuaranteePopup />, { language });
    await act(() => vi.advanceTimersByTimeAsync(DELAY_MS - 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('dialog', { name: t('home:guarantee.title') })).toHaveTextContent(
      t('home:guarantee.text'),
    );
  });

  test('takes the focus, closes with its X and stays closed for the session', async () => {
    const { user, t } = await openPopup(language);
    const close = screen.getByRole('button', { name: t('home:guarantee.close') });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('guaranteePopupShown')).toBe('true');
  });

  test('closes on Escape, giving the focus back', async () => {
    const { user } = await openPopup(language);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'opener' })).toHaveFocus();
  });

  test('its call to action opens the catalogue', async () => {
    const { user, t } = await openPopup(language);
    await user.click(screen.getByRole('link', { name: t('home:guarantee.cta') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/indicators');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a backdrop click closes it', async () => {
    const { user } = await openPopup(language);
    await user.click(screen.getByTestId('guarantee-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('never shows again in a session that has seen it', async () => {
    sessionStorage.setItem('guaranteePopupShown', 'true');
    vi.useFakeTimers();
    useConsent.getState().decide('accepted', true);
    await renderWithApp(<GuaranteePopup />, { language });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('waits while the visitor is busy with the cookie settings', async () => {
    vi.useFakeTimers();
    useConsent.getState().engageBanner();
    await renderWithApp(<GuaranteePopup />, { language });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useConsent.getState().decide('declined', false));
    await act(() => vi.advanceTimersByTimeAsync(DELAY_MS));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
