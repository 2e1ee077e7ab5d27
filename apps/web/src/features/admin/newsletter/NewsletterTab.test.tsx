import type { Subscriber, SubscriberList, subscriberDeletedSchema } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { NewsletterTab } from './NewsletterTab';

const languages: Language[] = ['fr', 'en'];
const subscriber: Subscriber = {
  _id: '0193a1b2-0000-7000-8000-000000000042',
  email: 'reader@example.com',
  isActive: true,
  subscribedAt: '2026-11-02T08:00:00.000Z',
  source: 'home',
};

type Deleted = z.infer<typeof subscriberDeletedSchema>;

/** The subscribers as the server lists them: one until it is deleted. */
function subscribersServer(deleteReply = ok<Deleted>({ success: true, message: 'deleted' })) {
  let rows = [subscriber];
  const list = (): SubscriberList => ({
    subscribers: rows,
    stats: { total: rows.length, active: rows.length, inactive: 0, thisMonth: rows.length },
    pagination: { current: 1, total: 1, totalItems: rows.length, limit: 20 },
  });
  return stubApi({
    'GET /newsletter/subscribers': () => ok<SubscriberList>(list()),
    [`DELETE /newsletter/subscribers/${subscriber._id}`]: () => {
      if (deleteReply.status === 200) rows = [];
      return deleteReply;
    },
  });
}

async function openDeleteDialog(language: Language) {
  signIn({ isAdmin: true });
  const view = await renderWithApp(<NewsletterTab />, { language });
  const row = await screen.findByTestId('subscriber-row');
  expect(
    screen.getByText(view.t('admin:shared.pageOf', { current: 1, total: 1, count: 1 })),
  ).toBeInTheDocument();
  await view.user.click(within(row).getByRole('button', { name: view.t('admin:shared.delete') }));
  const dialog = screen.getByTestId('confirm-dialog');
  expect(dialog).toHaveTextContent(view.t('admin:newsletter.confirmDelete', { email: subscriber.email }));
  return { ...view, dialog };
}

describe.each(languages)('newsletter tab (%s)', (language) => {
  test('deletes a subscriber after confirming; the list then says it is empty', async () => {
    subscribersServer();
    const { user, t, dialog } = await openDeleteDialog(language);
    await user.click(within(dialog).getByRole('button', { name: t('admin:shared.delete') }));
    expect(await screen.findByText(t('admin:newsletter.empty'))).toBeInTheDocument();
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(screen.queryByTestId('subscriber-row')).toBeNull();
  });

  test('cancel keeps the subscriber', async () => {
    const { calls } = subscribersServer();
    const { user, t, dialog } = await openDeleteDialog(language);
    await user.click(within(dialog).getByRole('button', { name: t('admin:shared.cancel') }));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(screen.getByTestId('subscriber-row')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  test('a failed delete says so in the dialog, which stays open', async () => {
    subscribersServer(failure(500, { code: 'internal', message: 'boom' }));
    const { user, t, dialog } = await openDeleteDialog(language);
    await user.click(within(dialog).getByRole('button', { name: t('admin:shared.delete') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('admin:newsletter.deleteFailed'));
  });
});
