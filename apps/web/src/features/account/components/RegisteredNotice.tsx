import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The navigation state the register page leaves on the page it sends a new account to. */
export interface RegisteredState {
  registeredEmail: string;
}

function registeredEmailOf(state: unknown): string | undefined {
  return typeof state === 'object' && state !== null && 'registeredEmail' in state
    ? String((state as RegisteredState).registeredEmail)
    : undefined;
}

/**
 * Right after registering, wherever the buyer lands (home, cart…): their account exists and a verification
 * link waits in their inbox. Gone on the next navigation or when dismissed.
 */
export function RegisteredNotice() {
  const { t } = useTranslation('account');
  const location = useLocation();
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const email = registeredEmailOf(location.state);
  if (!email || dismissedKey === location.key) return null;
  return (
    <div
      role="status"
      data-testid="registered-notice"
      className="mx-auto mt-4 flex w-full max-w-6xl items-start justify-between gap-4 rounded-xl border border-accent-500/40 bg-accent-500/10 px-4 py-3 text-accent-400"
    >
      <p>{t('register.checkInbox', { email })}</p>
      <button
        type="button"
        onClick={() => setDismissedKey(location.key)}
        className="shrink-0 rounded-lg px-2 py-1 text-sm underline hover:text-white"
      >
        {t('register.dismiss')}
      </button>
    </div>
  );
}
