import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, nameSchema, passwordSchema, type UserInfoDto } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type UserInfo, useSession } from '@/shared/session/store';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useUpdateProfile } from '../api';
import { Modal } from './Modal';
import { TextField } from './TextField';

export const PROFILE_CLOSE_DELAY_MS = 1500;

/** Blank password fields keep the password; a new one must be confirmed and needs the old one. */
const profileFormSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: z.union([z.literal(''), passwordSchema]),
    confirmPassword: z.string(),
    oldPassword: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.password !== values.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'account.passwordMismatch' });
    }
    if (values.password && !values.oldPassword) {
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: 'account.oldPasswordRequired' });
    }
  });
type ProfileInput = z.input<typeof profileFormSchema>;
type ProfileOutput = z.output<typeof profileFormSchema>;

interface EditProfileModalProps {
  user: UserInfo;
  onClose(): void;
  /** Called 1.5 s after a successful save; `emailChanged` asks the page to offer a new sign-in. */
  onSaved(emailChanged: boolean): void;
}

export function EditProfileModal({ user, onClose, onSaved }: EditProfileModalProps) {
  const { t } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ emailChanged: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, email: user.email, password: '', confirmPassword: '', oldPassword: '' },
  });

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => onSaved(saved.emailChanged), PROFILE_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [saved, onSaved]);

  const onSubmit = handleSubmit(async ({ name, email, password, oldPassword }) => {
    setFailure(null);
    try {
      const answer: UserInfoDto = await update.mutateAsync({
        name,
        email,
        ...(password ? { password, oldPassword } : {}),
      });
      // The answer replaces the stored user; it carries a new token when the e-mail or password changed.
      useSession.getState().signIn(answer);
      setSaved({ emailChanged: answer.email !== user.email });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : tError('internal'));
    }
  });

  const fieldError = (name: keyof ProfileInput) => {
    const message = errors[name]?.message;
    return message ? tError(message) : undefined;
  };
  return (
    <Modal title={t('editProfile.title')} onClose={onClose} testId="edit-profile-modal">
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('editProfile.name')}
          autoComplete="name"
          error={fieldError('name')}
          data-testid="profile-name"
          {...register('name')}
        />
        <TextField
          label={t('editProfile.email')}
          type="email"
          autoComplete="email"
          error={fieldError('email')}
          data-testid="profile-email"
          {...register('email')}
        />
        <p className="text-sm text-slate-400">{t('editProfile.passwordHint')}</p>
        <TextField
          label={t('editProfile.newPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError('password')}
          data-testid="profile-password"
          {...register('password')}
        />
        <TextField
          label={t('editProfile.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError('confirmPassword')}
          data-testid="profile-confirm"
          {...register('confirmPassword')}
        />
        <TextField
          label={t('editProfile.oldPassword')}
          type="password"
          autoComplete="current-password"
          error={fieldError('oldPassword')}
          data-testid="profile-old-password"
          {...register('oldPassword')}
        />
        {failure && <ErrorAlert message={failure} />}
        {saved && (
          <p
            role="status"
            className="rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-green-300"
          >
            {t('editProfile.success')}
          </p>
        )}
        <div className="flex justify-end gap-3 pt-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-700 px-4 py-2 text-slate-200 hover:border-slate-500"
          >
            {t('editProfile.cancel')}
          </button>
          <button
            type="submit"
            disabled={update.isPending || saved !== null}
            className="rounded-lg bg-brand-500 px-4 py-2 font-medium text-white hover:bg-brand-600 disabled:opacity-60"
          >
            {update.isPending ? t('editProfile.saving') : t('editProfile.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
