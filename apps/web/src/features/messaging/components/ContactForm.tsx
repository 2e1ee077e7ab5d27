import type { ContactRequest } from '@shop/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/Button';
import { fieldClass } from '@/shared/ui/fieldClass';
import { useSendContactMessage } from '../api';
import { messagingSchema } from '../messagingSchemas';
import { useMessageForm } from '../useMessageForm';
import { FormStatusMessage } from './FormStatusMessage';

const contactSchema = messagingSchema('contactRequestSchema');
const fieldOrder = ['name', 'email', 'subject', 'message'] as const;
const emptyForm: ContactRequest = { name: '', email: '', subject: '', message: '', website: '' };

const inputClass = fieldClass('lg');

/** The contact form (home page `#contact` section and /support): name, e-mail, subject, message. */
export function ContactForm() {
  const { t } = useTranslation('messaging');
  const id = useId();
  const send = useSendContactMessage();
  const { form, status, clear, submit, prepare } = useMessageForm(contactSchema, {
    defaultValues: emptyForm,
    fieldOrder,
    successText: t('contact.success'),
    errorKey: 'home.contact.validation.error',
  });
  const { register, formState } = form;
  const sending = send.isPending;
  const onSubmit = submit((values) => send.mutateAsync(values));

  const field = (name: (typeof fieldOrder)[number]) => ({
    id: `${id}-${name}`,
    'aria-invalid': formState.errors[name] ? true : undefined,
    'aria-describedby': formState.errors[name] ? `${id}-status` : undefined,
    'data-testid': `contact-${name}`,
    className: inputClass,
    ...register(name, { onChange: clear }),
  });

  return (
    <form
      className="relative space-y-4 rounded-xl border border-slate-800 bg-slate-900/60 p-6"
      onSubmit={onSubmit}
      onFocus={prepare}
      noValidate
      data-testid="contact-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium text-slate-300">
            {t('contact.nameLabel')}
          </label>
          <input type="text" autoComplete="name" {...field('name')} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium text-slate-300">
            {t('contact.emailLabel')}
          </label>
          <input type="email" autoComplete="email" {...field('email')} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className="mb-1 block text-sm font-medium text-slate-300">
          {t('contact.subjectLabel')}
        </label>
        <input type="text" {...field('subject')} />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="mb-1 block text-sm font-medium text-slate-300">
          {t('contact.messageLabel')}
        </label>
        <textarea rows={3} {...field('message')} />
      </div>
      {/* Honeypot: invisible to people and assistive technology; bots that fill it are silently ignored. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('contact.websiteLabel')}</label>
        <input
          id={`${id}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-testid="contact-website"
          {...register('website')}
        />
      </div>
      <FormStatusMessage testIdPrefix="contact" status={status} id={`${id}-status`} />
      <button
        type="submit"
        disabled={sending}
        className={buttonClass({ size: 'xl', block: true, className: 'sm:w-auto' })}
        data-testid="contact-submit"
      >
        {sending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}
