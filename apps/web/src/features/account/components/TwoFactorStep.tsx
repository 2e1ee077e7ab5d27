import type { SignInChallenge, UserInfoDto } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { TextField } from '@/shared/ui/TextField';
import { useTwoFactorSignIn } from '../api';

interface TwoFactorStepProps {
  challenge: SignInChallenge;
  onSignedIn(user: UserInfoDto): void;
  /** Back to the password step (also where an expired challenge leads). */
  onBack(): void;
}

/** The second step of a two-factor sign-in: a TOTP code or a recovery code, in one field. */
export function TwoFactorStep({ challenge, onSignedIn, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation(['account', 'common']);
  const verify = useTwoFactorSignIn();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      onSignedIn(await verify.mutateAsync({ challengeToken: challenge.challengeToken, code }));
    } catch (error) {
      setFailure(serverMessage(error, t('common:errors.generic')));
    }
  };

  return (
    <form className="mt-8 space-y-4" onSubmit={onSubmit} noValidate data-testid="two-factor-form">
      <h2 className="text-xl font-semibold text-white">{t('loginTwoFactor.title')}</h2>
      <p className="text-slate-400">{t('loginTwoFactor.intro')}</p>
      <TextField
        label={t('loginTwoFactor.code')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        data-testid="two-factor-code"
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? failureId : undefined}
      />
      <div id={failureId}>{failure && <ErrorAlert message={failure} />}</div>
      <button type="submit" disabled={verify.isPending} className={buttonClass({ size: 'lg', block: true })}>
        {verify.isPending ? t('loginTwoFactor.submitting') : t('loginTwoFactor.submit')}
      </button>
      <button type="button" onClick={onBack} className="w-full text-sm text-brand-400 hover:underline">
        {t('loginTwoFactor.back')}
      </button>
    </form>
  );
}
