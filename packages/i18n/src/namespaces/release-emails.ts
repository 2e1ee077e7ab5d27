import { defineNamespace } from '../define';

/**
 * Texts of the new-release e-mail (docs/rules/releases.md), in the buyer's language, and of the release feed.
 * The greeting is `emails:account.greeting`; `{{changelog}}` is the release's changelog as written (Markdown).
 */
export const releaseEmails = defineNamespace({
  fr: {
    published: {
      subject: '{{product}} {{version}} est disponible',
      // « de » before a name starting with a vowel would need an elision the template cannot know.
      title: 'Nouvelle version : {{product}}',
      body: 'La version {{version}} est disponible pour {{product}} (NinjaTrader {{platform}} ou plus récent). Connectez-vous pour la télécharger depuis votre espace client.\n\nNouveautés :\n{{changelog}}',
      action: 'Se connecter et télécharger',
      footer:
        'Vous recevez cet e-mail parce que vous possédez {{product}}. Vous pouvez désactiver les e-mails de nouvelles versions dans votre profil.',
    },
    feed: {
      title: '{{product}} : versions',
      entry: 'Version {{version}} (NinjaTrader {{platform}} ou plus récent)',
    },
  },
  en: {
    published: {
      subject: '{{product}} {{version}} is out',
      title: 'New version of {{product}}',
      body: 'Version {{version}} of {{product}} is out (NinjaTrader {{platform}} or newer). Sign in to download it from your customer area.\n\nWhat changed:\n{{changelog}}',
      action: 'Sign in and download',
      footer:
        'You receive this e-mail because you own {{product}}. You can turn release e-mails off in your profile.',
    },
    feed: {
      title: '{{product}}: releases',
      entry: 'Version {{version}} (NinjaTrader {{platform}} or newer)',
    },
  },
});
