import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@/shared/session/store';
import { useResendVerification } from '../selfServiceApi';

/**
 * Shown above the profile while the address is unverified or a new one is pending, with "resend". An
 * unverified account still browses and buys: this only reminds.
 */
export function AccountStatusBanner({ user }: { user: UserInfo }) {
  const { t } = useTranslation('selfService');
  const resend = useResendVerification();
  const [note, setNote] = useState<string | null>(null);
  if (!user.pendingEmail && user.emailVerified !== false) return null;

  const onResend = async () => {
    try {
      setNote((await resend.mutateAsync()).message);
    } catch (error) {
      setNote(error instanceof Error ? error.message : null);
    }
  };

  return (
    <div
      role="status"
      data-testid="email-status-banner"
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-accent-500/40 bg-accent-500/10 p-4 text-accent-400"
    >
      <div>
        <p>
          {user.pendingEmail ? t('banner.pending', { email: user.pendingEmail }) : t('banner.unverified')}
        </p>
        {note && <p className="mt-1 text-sm">{note}</p>}
      </div>
      <button
        type="button"
        onClick={() => void onResend()}
        disabled={resend.isPending}
        className="rounded-lg border border-accent-500 px-4 py-2 text-sm font-medium hover:bg-accent-500/20 disabled:opacity-60"
      >
        {resend.isPending ? t('banner.resending') : t('banner.resend')}
      </button>
    </div>
  );
}
