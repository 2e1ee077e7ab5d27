import type { ContactRequest, MessageResult } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { failure, held, ok, stubApi, stubNetworkDown } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { ContactForm } from './ContactForm';

const languages: Language[] = ['fr', 'en'];
const message: Omit<ContactRequest, 'website'> = {
  name: 'Visitor',
  email: 'visitor@example.com',
  subject: 'Installation question',
  message: 'How do I install the VWAP indicator?',
};

async function renderForm(language: Language) {
  const view = await renderWithApp(<ContactForm />, { language });
  const field = (key: 'name' | 'email' | 'subject' | 'message') =>
    screen.getByLabelText(view.t(`messaging:contact.${key}Label`), { exact: true });
  const fill = async () => {
    for (const key of ['name', 'email', 'subject', 'message'] as const)
      await view.user.type(field(key), message[key]);
  };
  const submit = () =>
    view.user.click(screen.getByRole('button', { name: view.t('messaging:contact.submit') }));
  return { ...view, field, fill, submit };
}

describe.each(languages)('contact form (%s)', (language) => {
  test('sends: loading label, success message, fields cleared', async () => {
    const answer = held(ok<MessageResult>({ success: true, message: '' }));
    const { calls } = stubApi({ 'POST /email/contact': answer.handler });
    const { t, field, fill, submit } = await renderForm(language);
    expect(field('message')).toHaveAttribute('rows', '3');
    await fill();
    await submit();
    expect(await screen.findByRole('button', { name: t('messaging:contact.sending') })).toBeDisabled();
    answer.release();
    expect(await screen.findByTestId('contact-success')).toHaveTextContent(t('messaging:contact.success'));
    expect(field('name')).toHaveValue('');
    expect(field('message')).toHaveValue('');
    expect(screen.getByRole('button', { name: t('messaging:contact.submit') })).toBeEnabled();
    expect(calls[0]?.body).toEqual({ ...message, website: '' });
  });

  test('requires all four fields and keeps the honeypot out of reach', async () => {
    const { calls } = stubApi({});
    const { user, t, field, submit } = await renderForm(language);
    await user.type(field('name'), 'Only a name');
    await submit();
    expect(await screen.findByTestId('contact-error')).toHaveTextContent(
      t('errors:home.contact.validation.required'),
    );
    expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('contact-website')).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('textbox', { name: t('messaging:contact.websiteLabel') })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  test("shows the server's message and keeps the input, else the fallback when the network is down", async () => {
    stubApi({
      'POST /email/contact': failure(500, { code: 'internal', message: 'Messagerie indisponible' }),
    });
    const { t, field, fill, submit } = await renderForm(language);
    await fill();
    await submit();
    expect(await screen.findByTestId('contact-error')).toHaveTextContent('Messagerie indisponible');
    expect(field('subject')).toHaveValue(message.subject);
    stubNetworkDown();
    await submit();
    expect(await screen.findByTestId('contact-error')).toHaveTextContent(
      t('errors:home.contact.validation.error'),
    );
  });
});
