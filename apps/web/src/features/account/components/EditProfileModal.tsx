import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, nameSchema, passwordSchema, type UserInfoDto } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextFields } from '@/shared/forms/TextFields';
import { useTextFields } from '@/shared/forms/useTextFields';
import { type UserInfo, useSession } from '@/shared/session/store';
import { FormModal } from '@/shared/ui/FormModal';
import { useUpdateProfile } from '../api';
import { formModalTexts } from './formModalTexts';

/**
 * Blank password fields keep the password; a new one must be confirmed. A new password or a new e-mail
 * address needs the current password (the server asks for it too: a stolen session alone changes neither).
 */
const profileFormSchema = (currentEmail: string) =>
  z
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
      if (values.oldPassword) return;
      if (values.password) {
        ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: 'account.oldPasswordRequired' });
      } else if (values.email !== currentEmail.toLowerCase()) {
        ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: 'account.passwordRequiredForEmail' });
      }
    });
type ProfileInput = z.input<ReturnType<typeof profileFormSchema>>;
type ProfileOutput = z.output<ReturnType<typeof profileFormSchema>>;

interface EditProfileModalProps {
  user: UserInfo;
  onClose(): void;
  /** Called 1.5 s after a successful save. */
  onSaved(): void;
}

export function EditProfileModal({ user, onClose, onSaved }: EditProfileModalProps) {
  const { t } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileFormSchema(user.email)),
    defaultValues: { name: user.name, email: user.email, password: '', confirmPassword: '', oldPassword: '' },
  });

  const { field } = useTextFields(form);

  const onSubmit = form.handleSubmit(async ({ name, email, password, oldPassword }) => {
    setFailure(null);
    try {
      const needsPassword = Boolean(password) || email !== user.email.toLowerCase();
      const answer: UserInfoDto = await update.mutateAsync({
        name,
        email,
        ...(password ? { password } : {}),
        ...(needsPassword ? { oldPassword } : {}),
      });
      // The answer replaces the stored user: a new token after a password change, and a new address only
      // as `pendingEmail` (the profile's banner says where its verification link went).
      useSession.getState().signIn(answer);
      setSaved(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : tError('internal'));
    }
  });

  return (
    <FormModal
      texts={formModalTexts(t, 'editProfile')}
      testId="edit-profile-modal"
      onClose={onClose}
      onSubmit={onSubmit}
      pending={update.isPending}
      failure={failure}
      saved={saved}
      afterSaved={onSaved}
    >
      <TextFields
        bind={field}
        fields={[
          { name: 'name', label: t('editProfile.name'), autoComplete: 'name', testId: 'profile-name' },
          { name: 'email', label: t('editProfile.email'), kind: 'email', testId: 'profile-email' },
        ]}
      />
      <p className="text-sm text-slate-400">{t('editProfile.passwordHint')}</p>
      <p className="text-sm text-slate-400">{t('editProfile.currentPasswordHint')}</p>
      <TextFields
        bind={field}
        fields={[
          {
            name: 'password',
            label: t('editProfile.newPassword'),
            kind: 'newPassword',
            testId: 'profile-password',
          },
          {
            name: 'confirmPassword',
            label: t('editProfile.confirmPassword'),
            kind: 'newPassword',
            testId: 'profile-confirm',
          },
          {
            name: 'oldPassword',
            label: t('editProfile.oldPassword'),
            kind: 'currentPassword',
            testId: 'profile-old-password',
          },
        ]}
      />
    </FormModal>
  );
}
