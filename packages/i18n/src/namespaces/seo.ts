import { defineNamespace } from '../define';

/**
 * What search engines and link previews read in each page's <head> (server only: the server writes these
 * tags into the page before any script runs; the page itself never shows them).
 */
export const seo = defineNamespace({
  fr: {
    siteName: 'Ninja Indicators',
    locale: 'fr_FR',
    descriptions: {
      home: 'Indicateurs NinjaTrader 8 pour traders futures et forex : profils de volume, VWAP, niveaux de session. Téléchargement immédiat, licence liée à votre machine.',
      indicators:
        'Le catalogue complet des indicateurs NinjaTrader 8 : volume, niveaux et analyse, avec prix, compatibilité et téléchargement immédiat.',
      free: 'Indicateurs NinjaTrader 8 gratuits à télécharger : essayez nos outils de session et de niveaux sans payer.',
      ninjatrader: 'Comment installer NinjaTrader 8 et importer nos indicateurs, pas à pas.',
      about:
        'Qui nous sommes : une petite équipe de traders et de développeurs qui construit des indicateurs pour NinjaTrader 8.',
      faq: 'Questions fréquentes sur les indicateurs, les licences, les paiements et les remboursements.',
      help: 'Aide à l’installation et à l’utilisation des indicateurs NinjaTrader 8.',
      support: 'Contactez le support : une question sur un indicateur, une licence ou une commande.',
      legal: 'Mentions légales de la boutique Ninja Indicators.',
      privacy:
        'Politique de confidentialité : quelles données nous gardons, pourquoi et pour combien de temps.',
      terms: 'Conditions générales de vente des indicateurs NinjaTrader 8.',
      cookies: 'Politique de cookies : ce que le site enregistre et comment changer votre choix.',
      refund: 'Politique de remboursement : garantie satisfait ou remboursé de 7 jours.',
      accessibility:
        'Déclaration d’accessibilité : ce qui a été testé, avec quoi, et comment signaler un problème.',
      cart: 'Votre panier : les indicateurs NinjaTrader 8 choisis, leur prix et le paiement.',
      product: '{{name}} pour NinjaTrader 8 — {{price}}. {{summary}}',
    },
  },
  en: {
    siteName: 'Ninja Indicators',
    locale: 'en_GB',
    descriptions: {
      home: 'NinjaTrader 8 indicators for futures and forex traders: volume profiles, VWAP, session levels. Instant download, licence bound to your machine.',
      indicators:
        'The full catalogue of NinjaTrader 8 indicators: volume, levels and analysis, with prices, compatibility and instant download.',
      free: 'Free NinjaTrader 8 indicators to download: try our session and level tools without paying.',
      ninjatrader: 'How to install NinjaTrader 8 and import our indicators, step by step.',
      about: 'Who we are: a small team of traders and developers building indicators for NinjaTrader 8.',
      faq: 'Frequently asked questions about indicators, licences, payments and refunds.',
      help: 'Help with installing and using NinjaTrader 8 indicators.',
      support: 'Contact support: a question about an indicator, a licence or an order.',
      legal: 'Legal notice of the Ninja Indicators shop.',
      privacy: 'Privacy policy: what data we keep, why and for how long.',
      terms: 'Terms of sale of the NinjaTrader 8 indicators.',
      cookies: 'Cookie policy: what the site stores and how to change your choice.',
      refund: 'Refund policy: 7-day money-back guarantee.',
      accessibility: 'Accessibility statement: what was tested, with what, and how to report a problem.',
      cart: 'Your cart: the NinjaTrader 8 indicators you picked, their prices and checkout.',
      product: '{{name}} for NinjaTrader 8 — {{price}}. {{summary}}',
    },
  },
});
