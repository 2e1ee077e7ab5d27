import { defineNamespace } from '../define';

/**
 * The cookie banner and its settings: a namespace of its own that the banner's lazy chunk registers, so that
 * most visits, which have a stored choice, never download these texts.
 */
export const cookieBanner = defineNamespace({
  fr: {
    title: 'Cookies',
    text: 'Nous utilisons des cookies nécessaires au fonctionnement du site et, avec votre accord, des cookies de mesure d’audience.',
    policy: 'Politique de cookies',
    decline: 'Refuser',
    customize: 'Personnaliser',
    accept: 'Tout accepter',
    settingsTitle: 'Vos choix de cookies',
    necessary: 'Cookies nécessaires',
    necessaryText: 'Panier, session et langue : indispensables au site, toujours actifs.',
    alwaysOn: 'Toujours actifs',
    measurement: 'Mesure d’audience',
    measurementText: 'Statistiques de visite anonymes pour améliorer le site. Désactivée sans votre accord.',
    save: 'Enregistrer mes choix',
  },
  en: {
    title: 'Cookies',
    text: 'We use cookies the site needs to work and, with your consent, audience measurement cookies.',
    policy: 'Cookie policy',
    decline: 'Decline',
    customize: 'Customise',
    accept: 'Accept all',
    settingsTitle: 'Your cookie choices',
    necessary: 'Necessary cookies',
    necessaryText: 'Cart, session and language: the site needs them, always on.',
    alwaysOn: 'Always on',
    measurement: 'Audience measurement',
    measurementText: 'Anonymous visit statistics to improve the site. Off unless you agree.',
    save: 'Save my choices',
  },
});
