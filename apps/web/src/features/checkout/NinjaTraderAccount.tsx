import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/TextField';

/** A rough shape check before sending (the server checks with the contract's schema): something@domain.tld. */
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/**
 * The buyer's NinjaTrader account e-mail, asked when what is bought holds a product licensed by NinjaTrader
 * (`needed`, docs/rules/vendor-licences.md): `field` is the text box (null when not needed) and `collect()` answers
 * the e-mail to send, `undefined` when none is needed, or `null` after showing why it cannot go yet.
 */
export function useNinjaTraderAccount(needed: boolean, initial = '', disabled = false) {
  const { t } = useTranslation('checkout');
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const ref = useRef<HTMLInputElement>(null);

  const collect = (): string | undefined | null => {
    if (!needed) return undefined;
    const typed = email.trim();
    const problem = typed === '' ? 'required' : looksLikeEmail(typed) ? null : 'invalid';
    if (problem === null) {
      setError(undefined);
      return typed;
    }
    setError(t(`ninjaTrader.${problem}`));
    ref.current?.focus();
    return null;
  };

  const field = needed ? (
    <TextField
      ref={ref}
      type="email"
      autoComplete="email"
      label={t('ninjaTrader.label')}
      hint={t('ninjaTrader.hint')}
      error={error}
      value={email}
      disabled={disabled}
      onChange={(event) => setEmail(event.target.value)}
      data-testid="ninjatrader-email"
    />
  ) : null;

  return { field, collect };
}
