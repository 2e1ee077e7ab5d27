import type { AffiliateClickAnswer } from '@shop/contracts';
import { makeConsent } from '@shop/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useConsent } from '@/shared/consent/consent';
import { type Call, failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { ReferralLanding } from './ReferralLanding';

const clicks = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/affiliates/clicks');

describe('a partner link (?ref=CODE)', () => {
  test('with measurement consent the click is reported as consented, and ref leaves the address', async () => {
    useConsent.setState({ consent: makeConsent('accepted', true) });
    const { calls } = stubApi({ 'POST /affiliates/clicks': ok<AffiliateClickAnswer>({ recorded: true }) });
    await renderWithApp(<ReferralLanding />, { url: '/indicators?sort=price&ref=traderjoe#top' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/indicators?sort=price#top'),
    );
    expect(clicks(calls).map((call) => call.body)).toEqual([{ code: 'traderjoe', consent: true }]);
  });

  test('without a choice yet, or with measurement refused, the click counts for the visit only', async () => {
    const { calls } = stubApi({ 'POST /affiliates/clicks': ok<AffiliateClickAnswer>({ recorded: true }) });
    const { unmount } = await renderWithApp(<ReferralLanding />, { url: '/?ref=JOE' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    await waitFor(() => expect(clicks(calls)).toHaveLength(1));
    unmount();
    useConsent.setState({ consent: makeConsent('declined', false) });
    await renderWithApp(<ReferralLanding />, { url: '/cart?ref=JOE' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/));
    await waitFor(() =>
      expect(clicks(calls).map((call) => call.body)).toEqual([
        { code: 'JOE', consent: false },
        { code: 'JOE', consent: false },
      ]),
    );
  });

  test('nothing is reported while the stored choice is being read, then once with it', async () => {
    useConsent.setState({ consent: undefined });
    const { calls } = stubApi({ 'POST /affiliates/clicks': ok<AffiliateClickAnswer>({ recorded: true }) });
    await renderWithApp(<ReferralLanding />, { url: '/?ref=JOE' });
    expect(screen.getByTestId('location')).toHaveTextContent('/?ref=JOE');
    expect(clicks(calls)).toHaveLength(0);
    act(() => useConsent.setState({ consent: makeConsent('accepted', true) }));
    await waitFor(() => expect(clicks(calls)).toHaveLength(1));
    expect(clicks(calls)[0]?.body).toEqual({ code: 'JOE', consent: true });
  });

  test('a refused code changes nothing for the visitor; a page without ref reports nothing', async () => {
    const { calls } = stubApi({
      'POST /affiliates/clicks': failure(400, { code: 'affiliates.codeFormat', message: 'bad code' }),
    });
    const { unmount } = await renderWithApp(<ReferralLanding />, { url: '/free?ref=x' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/free$/));
    await waitFor(() => expect(clicks(calls)).toHaveLength(1));
    unmount();
    await renderWithApp(<ReferralLanding />, { url: '/free?page=2' });
    expect(screen.getByTestId('location')).toHaveTextContent('/free?page=2');
    expect(clicks(calls)).toHaveLength(1);
  });
});
