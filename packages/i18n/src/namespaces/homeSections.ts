import { defineNamespace } from '../define';

/**
 * What the home page's first render reads: hero, feature blocks, trading styles, final call, contact section.
 * The premium cards (homePremium.ts) and the guarantee popup (homeGuarantee.ts) bring theirs with their chunks.
 */
export const homeSections = defineNamespace({
  fr: {
    pageTitle: 'Indicateurs NinjaTrader 8 pour futures et forex',
    hero: {
      badge: 'Indicateurs professionnels pour NinjaTrader 8',
      title: 'Tradez avec des indicateurs de précision',
      subtitle:
        'Volume profile, VWAP, niveaux de session et gestion du risque : des outils clairs et rapides, conçus par des traders pour les traders de futures et de forex.',
      cta: 'Découvrir les indicateurs',
      demo: 'Voir les indicateurs premium',
    },
    features: {
      title: 'Pourquoi nos indicateurs ?',
      precision: {
        title: 'Précision',
        text: 'Des calculs fidèles au tick près, pour des niveaux sur lesquels vous pouvez compter.',
      },
      quality: {
        title: 'Qualité',
        text: 'Un code optimisé et testé qui ne ralentit pas votre plateforme, même sur plusieurs graphiques.',
      },
      support: {
        title: 'Support',
        text: 'Une équipe qui répond sous 48 heures ouvrées pour l’installation, les licences et le paramétrage.',
      },
    },
    styles: {
      title: 'Pour chaque style de trading',
      subtitle: 'Choisissez les outils adaptés à votre façon de lire le marché.',
      volume: {
        title: 'Analyse des volumes',
        text: 'Repérez les zones de valeur, le point de contrôle et les déséquilibres acheteurs/vendeurs.',
      },
      sessions: {
        title: 'Niveaux de session',
        text: 'Plus hauts, plus bas et ouvertures des sessions asiatique, européenne et américaine.',
      },
      intraday: {
        title: 'Trading intraday',
        text: 'VWAP, bandes d’écart type et ratio risque/rendement pour des décisions rapides.',
      },
    },
    finalCta: {
      title: 'Prêt à passer au niveau supérieur ?',
      text: 'Installez votre premier indicateur en quelques minutes. Plusieurs indicateurs sont gratuits.',
      button: 'Voir tous les indicateurs',
    },
    contactSection: {
      title: 'Contactez-nous',
      subtitle: 'Une question sur un indicateur ou une commande ? Écrivez-nous.',
    },
  },
  en: {
    pageTitle: 'NinjaTrader 8 indicators for futures and forex',
    hero: {
      badge: 'Professional indicators for NinjaTrader 8',
      title: 'Trade with precision indicators',
      subtitle:
        'Volume profile, VWAP, session levels and risk management: clear, fast tools built by traders for futures and forex traders.',
      cta: 'Discover the indicators',
      demo: 'See the premium indicators',
    },
    features: {
      title: 'Why our indicators?',
      precision: {
        title: 'Precision',
        text: 'Tick-accurate calculations, for levels you can rely on.',
      },
      quality: {
        title: 'Quality',
        text: 'Optimised, tested code that does not slow your platform down, even across many charts.',
      },
      support: {
        title: 'Support',
        text: 'A team that answers within 48 business hours about installation, licences and settings.',
      },
    },
    styles: {
      title: 'For every trading style',
      subtitle: 'Pick the tools that fit the way you read the market.',
      volume: {
        title: 'Volume analysis',
        text: 'Spot value areas, the point of control and buyer/seller imbalances.',
      },
      sessions: {
        title: 'Session levels',
        text: 'Highs, lows and opens of the Asian, European and US sessions.',
      },
      intraday: {
        title: 'Intraday trading',
        text: 'VWAP, standard deviation bands and risk/reward ratio for fast decisions.',
      },
    },
    finalCta: {
      title: 'Ready to take the next step?',
      text: 'Install your first indicator in a few minutes. Several indicators are free.',
      button: 'See all indicators',
    },
    contactSection: {
      title: 'Contact us',
      subtitle: 'A question about an indicator or an order? Write to us.',
    },
  },
});
