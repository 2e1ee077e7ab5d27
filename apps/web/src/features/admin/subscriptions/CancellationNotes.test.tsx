import type { AdminCancellationNote, AdminCancellationNotes } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { CancellationNotes } from './CancellationNotes';

const languages: Language[] = ['fr', 'en'];
const note = (index: number, fields: Partial<AdminCancellationNote> = {}): AdminCancellationNote => ({
  _id: `n${index}`,
  productName: 'Order Flow Pro',
  reason: 'too_expensive',
  note: `Trop cher pour moi ${index}`,
  offer: 'pause',
  accepted: false,
  createdAt: '2026-05-01T09:00:00.000Z',
  ...fields,
});
const page = (notes: AdminCancellationNote[], current: number): AdminCancellationNotes => ({
  notes,
  pagination: { current, total: 2, totalItems: 21, limit: 20 },
});

describe.each(languages)('the cancellation notes (%s)', (language) => {
  test('shows each note with its product, reason and answer, and pages 20 at a time', async () => {
    signIn({ isAdmin: true });
    const first = [
      note(1, { reason: 'none', offer: 'coupon', accepted: true }),
      ...Array.from({ length: 19 }, (_, index) => note(index + 2)),
    ];
    const { calls } = stubApi({
      'GET /admin/subscriptions/cancellation-notes': (call) =>
        call.query.get('page') === '2'
          ? ok(page([note(21, { offer: 'none', reason: 'other' })], 2))
          : ok(page(first, 1)),
    });
    const { t, user } = await renderWithApp(<CancellationNotes />, { language });
    const rows = await screen.findAllByTestId('admin-cancellation-note');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('Trop cher pour moi 1');
    expect(rows[0]).toHaveTextContent(t('admin:saveOffers.reasonNames.none'));
    expect(rows[0]).toHaveTextContent(t('admin:saveOffers.notes.answers.accepted'));
    expect(rows[1]).toHaveTextContent(t('admin:saveOffers.notes.answers.declined'));

    const pager = screen.getByRole('navigation');
    await user.click(within(pager).getAllByRole('button').at(-1)!);
    expect(await screen.findByText('Trop cher pour moi 21')).toBeInTheDocument();
    expect(calls.at(-1)!.query.get('page')).toBe('2');
    expect(screen.getByTestId('admin-cancellation-note')).toHaveTextContent(
      t('admin:saveOffers.notes.answers.none'),
    );
  });

  test('says when no buyer wrote anything', async () => {
    signIn({ isAdmin: true });
    stubApi({
      'GET /admin/subscriptions/cancellation-notes': ok({
        notes: [],
        pagination: { current: 1, total: 0, totalItems: 0, limit: 20 },
      }),
    });
    const { t } = await renderWithApp(<CancellationNotes />, { language });
    expect(await screen.findByText(t('admin:saveOffers.notes.empty'))).toBeInTheDocument();
  });
});
