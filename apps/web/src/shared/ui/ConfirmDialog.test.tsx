import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ConfirmDialog } from './ConfirmDialog';

// The texts are the caller's (already translated): the dialog's behaviour is the same in both languages.
type User = Awaited<ReturnType<typeof renderWithApp>>['user'];

/** A button opening the shared yes/no dialog, as the subscriptions and the profile use it. */
function Opener({ onConfirm }: { onConfirm(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <ConfirmDialog
          title="Delete?"
          message="It cannot be undone."
          confirmLabel="Delete"
          cancelLabel="Keep"
          closeLabel="Close"
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

async function openDialog() {
  const onConfirm = vi.fn();
  const view = await renderWithApp(<Opener onConfirm={onConfirm} />);
  const opener = screen.getByRole('button', { name: 'open' });
  await view.user.click(opener);
  return { ...view, onConfirm, opener, dialog: screen.getByRole('dialog', { name: 'Delete?' }) };
}

describe('confirm dialog', () => {
  test('is a modal named by its title that takes the focus and keeps Tab inside', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('It cannot be undone.');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  test('confirm runs the action once and closes, giving the focus back to the opener', async () => {
    const { user, onConfirm, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  test.each([
    ['its cancel button', (user: User) => user.click(screen.getByRole('button', { name: 'Keep' }))],
    ['Escape', (user: User) => user.keyboard('{Escape}')],
  ])('%s closes it without acting', async (_how, close) => {
    const { user, onConfirm } = await openDialog();
    await close(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
