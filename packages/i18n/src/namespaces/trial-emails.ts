import { defineNamespace } from '../define';

/**
 * Texts of the free-trial e-mails (docs/rules/trials.md): three days before the end and at the end, in the
 * buyer's language. The greeting is `emails:account.greeting`.
 */
export const trialEmails = defineNamespace({
  fr: {
    reminder: {
      subject: 'Votre essai gratuit de {{product}} se termine le {{date}}',
      title: 'Votre essai se termine bientôt',
      body: 'Votre essai gratuit de {{product}} (machine {{machine}}) se termine le {{date}}. Achetez-le avant cette date pour continuer sans interruption : votre licence restera liée à la même machine.',
      action: 'Acheter {{product}}',
      footer: 'Vous recevez cet e-mail parce que vous avez commencé un essai gratuit sur notre boutique.',
    },
    ended: {
      subject: 'Votre essai gratuit de {{product}} est terminé',
      title: 'Votre essai est terminé',
      body: 'Votre essai gratuit de {{product}} (machine {{machine}}) s’est terminé le {{date}}. Achetez-le pour le réactiver : votre licence sera liée à la même machine.',
      action: 'Acheter {{product}}',
      footer: 'Vous recevez cet e-mail parce que vous avez commencé un essai gratuit sur notre boutique.',
    },
  },
  en: {
    reminder: {
      subject: 'Your free trial of {{product}} ends on {{date}}',
      title: 'Your trial ends soon',
      body: 'Your free trial of {{product}} (machine {{machine}}) ends on {{date}}. Buy it before then to carry on without a break: your licence will stay bound to the same machine.',
      action: 'Buy {{product}}',
      footer: 'You receive this e-mail because you started a free trial on our shop.',
    },
    ended: {
      subject: 'Your free trial of {{product}} has ended',
      title: 'Your trial has ended',
      body: 'Your free trial of {{product}} (machine {{machine}}) ended on {{date}}. Buy it to use it again: your licence will be bound to the same machine.',
      action: 'Buy {{product}}',
      footer: 'You receive this e-mail because you started a free trial on our shop.',
    },
  },
});
