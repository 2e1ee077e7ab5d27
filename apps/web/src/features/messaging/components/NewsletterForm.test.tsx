import type { MessageResult } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { failure, held, ok, stubApi, stubNetworkDown } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { NewsletterForm } from './NewsletterForm';

const languages: Language[] = ['fr', 'en'];

async function renderForm(language: Language) {
  const view = await renderWithApp(<NewsletterForm source="home" />, { language });
  const email = screen.getByLabelText(view.t('messaging:newsletter.emailLabel'));
  const submit = screen.getByRole('button', { name: view.t('messaging:newsletter.submit') });
  return { ...view, email, submit };
}

describe.each(languages)('newsletter form (%s)', (language) => {
  test('subscribes, shows the double opt-in message and clears the field', async () => {
    const subscribe = held(ok<MessageResult>({ success: true, message: '' }));
    const { calls } = stubApi({ 'POST /newsletter/subscribe': subscribe.handler });
    const { user, t, email, submit } = await renderForm(language);
    await user.type(email, 'reader@example.com');
    await user.click(submit);
    expect(await screen.findByRole('button', { name: t('messaging:newsletter.sending') })).toBeDisabled();
    subscribe.release();
    expect(await screen.findByTestId('newsletter-success')).toHaveTextContent(
      t('messaging:newsletter.success'),
    );
    expect(email).toHaveValue('');
    expect(calls[0]?.body).toEqual({ email: 'reader@example.com', source: 'home' });
  });

  test('checks the address before sending: empty, no dot in the domain, a space', async () => {
    const { calls } = stubApi({});
    const { user, t, email, submit } = await renderForm(language);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      t('errors:home.newsletter.validation.required'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    for (const typed of ['someone@nodot', 'some one@example.com']) {
      await user.clear(email);
      await user.type(email, typed);
      await user.click(submit);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        t('errors:home.newsletter.validation.error'),
      );
    }
    expect(calls).toHaveLength(0);
  });

  test("shows the server's message on failure, else the fallback when the network is down", async () => {
    stubApi({
      'POST /newsletter/subscribe': failure(500, { code: 'internal', message: 'Serveur en panne' }),
    });
    const { user, t, email, submit } = await renderForm(language);
    await user.type(email, 'reader@example.com');
    await user.click(submit);
    expect(await screen.findByTestId('newsletter-error')).toHaveTextContent('Serveur en panne');
    stubNetworkDown();
    await user.click(submit);
    expect(await screen.findByTestId('newsletter-error')).toHaveTextContent(
      t('errors:home.newsletter.error'),
    );
  });

  test('an answer of success: false without a message shows the fallback error', async () => {
    stubApi({ 'POST /newsletter/subscribe': ok<MessageResult>({ success: false, message: '' }) });
    const { user, t, email, submit } = await renderForm(language);
    await user.type(email, 'reader@example.com');
    await user.click(submit);
    expect(await screen.findByTestId('newsletter-error')).toHaveTextContent(
      t('errors:home.newsletter.error'),
    );
    expect(email).toHaveValue('reader@example.com');
  });
});
