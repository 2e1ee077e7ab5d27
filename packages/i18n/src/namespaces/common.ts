import { defineNamespace } from '../define';

/** Texts shared by every screen: navigation, generic states and errors. */
export const common = defineNamespace({
  fr: {
    brand: 'Ninja Indicators',
    nav: {
      home: 'Accueil',
      indicators: 'Indicateurs',
      free: 'Gratuits',
      ninjatrader: 'NinjaTrader',
      contact: 'Contact',
      cart: 'Panier',
      login: 'Connexion',
      profile: 'Mon profil',
      settings: 'Paramètres',
      admin: 'Admin',
      logout: 'Déconnexion',
      menu: 'Menu',
      language: 'Langue',
    },
    languages: { fr: 'Français', en: 'English' },
    states: { loading: 'Chargement…', retry: 'Réessayer', free: 'Gratuit', back: 'Retour' },
    errors: {
      generic: 'Une erreur est survenue.',
      network: 'Impossible de joindre le serveur. Vérifiez votre connexion.',
      timeout: "Délai d'attente dépassé. Veuillez réessayer.",
    },
    notFound: {
      title: 'Page introuvable',
      body: "La page demandée n'existe pas ou a été déplacée.",
      home: "Retour à l'accueil",
      catalogue: 'Voir les indicateurs',
    },
  },
  en: {
    brand: 'Ninja Indicators',
    nav: {
      home: 'Home',
      indicators: 'Indicators',
      free: 'Free',
      ninjatrader: 'NinjaTrader',
      contact: 'Contact',
      cart: 'Cart',
      login: 'Sign in',
      profile: 'My profile',
      settings: 'Settings',
      admin: 'Admin',
      logout: 'Sign out',
      menu: 'Menu',
      language: 'Language',
    },
    languages: { fr: 'Français', en: 'English' },
    states: { loading: 'Loading…', retry: 'Retry', free: 'Free', back: 'Back' },
    errors: {
      generic: 'An error occurred.',
      network: 'Cannot reach the server. Check your connection.',
      timeout: 'The request timed out. Please try again.',
    },
    notFound: {
      title: 'Page not found',
      body: 'The page you asked for does not exist or has moved.',
      home: 'Back to home',
      catalogue: 'See the indicators',
    },
  },
});
