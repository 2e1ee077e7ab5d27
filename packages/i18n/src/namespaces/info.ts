import { defineNamespace } from '../define';

/** The NinjaTrader partner page and the chrome of the legal/information pages (their texts are in `legal`). */
export const info = defineNamespace({
  fr: {
    ninjatrader: {
      badge: 'Partenaire plateforme',
      title: 'NinjaTrader 8 : la plateforme de nos indicateurs',
      intro:
        'NinjaTrader est une plateforme de trading reconnue pour les futures et le forex : graphiques avancés, exécution rapide, backtest et un large écosystème d’add-ons. Tous nos indicateurs sont conçus pour NinjaTrader 8.',
      signup: 'Créer un compte NinjaTrader',
      signupNote: 'Lien partenaire : l’inscription est gratuite.',
      featuresTitle: 'Ce que vous offre la plateforme',
      features: {
        f1: 'Graphiques avancés et personnalisables, multi-unités de temps',
        f2: 'Exécution rapide depuis le graphique ou le DOM (SuperDOM)',
        f3: 'Backtest et optimisation de stratégies',
        f4: 'Simulation gratuite avec données de marché',
        f5: 'Import d’add-ons en quelques clics (Outils > Importer)',
      },
      downloadTitle: 'Téléchargez NinjaTrader 8',
      downloadText:
        'La plateforme est gratuite pour l’analyse graphique et la simulation. Téléchargez-la, puis importez nos indicateurs via Outils > Importer > Add-on NinjaScript.',
      download: 'Télécharger la plateforme',
      requirements: 'Configuration requise : Windows 10/11 64 bits, 4 Go de RAM, NinjaTrader 8.',
      dataTitle: 'Données de marché : Rithmic',
      dataText:
        'Pour des volumes et des carnets d’ordres fiables, nos indicateurs de volume donnent le meilleur d’eux-mêmes avec un flux de données de qualité. Rithmic fournit des données futures non agrégées, tick par tick, compatibles avec NinjaTrader 8.',
      dataLink: 'Découvrir Rithmic',
      cta: 'Voir nos indicateurs',
      disclaimer:
        'NinjaTrader et Rithmic sont des marques de leurs propriétaires respectifs. Ninja Indicators est un développeur indépendant, ni affilié ni approuvé par ces sociétés.',
    },
    external: '(nouvel onglet)',
  },
  en: {
    ninjatrader: {
      badge: 'Platform partner',
      title: 'NinjaTrader 8: the platform of our indicators',
      intro:
        'NinjaTrader is a well-known trading platform for futures and forex: advanced charts, fast execution, backtesting and a large add-on ecosystem. All our indicators are built for NinjaTrader 8.',
      signup: 'Open a NinjaTrader account',
      signupNote: 'Partner link: signing up is free.',
      featuresTitle: 'What the platform gives you',
      features: {
        f1: 'Advanced, customisable multi-timeframe charts',
        f2: 'Fast execution from the chart or the DOM (SuperDOM)',
        f3: 'Strategy backtesting and optimisation',
        f4: 'Free simulation with market data',
        f5: 'Add-on import in a few clicks (Tools > Import)',
      },
      downloadTitle: 'Download NinjaTrader 8',
      downloadText:
        'The platform is free for charting and simulation. Download it, then import our indicators through Tools > Import > NinjaScript Add-On.',
      download: 'Download the platform',
      requirements: 'Requirements: Windows 10/11 64-bit, 4 GB RAM, NinjaTrader 8.',
      dataTitle: 'Market data: Rithmic',
      dataText:
        'Volume indicators are only as good as the data they read. Rithmic provides unaggregated, tick-by-tick futures data that works with NinjaTrader 8.',
      dataLink: 'Discover Rithmic',
      cta: 'See our indicators',
      disclaimer:
        'NinjaTrader and Rithmic are trademarks of their respective owners. Ninja Indicators is an independent developer, neither affiliated with nor endorsed by these companies.',
    },
    external: '(new tab)',
  },
});
