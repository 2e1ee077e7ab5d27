/**
 * Seed catalogue: the eight indicators of the shop and one bundle of three of them, in French and English.
 * Prices are in cents, VAT included.
 */
export interface SeedProduct {
  slug: string;
  nameFr: string;
  nameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  featuresFr: string[];
  featuresEn: string[];
  priceCents: number;
  /** The dollar price (docs/rules/currencies.md); left out, the indicator is not sold in dollars. */
  usdPriceCents?: number;
  /** Lease plans (docs/rules/leases.md); left out when the indicator is sold outright only. */
  monthlyPriceCents?: number;
  yearlyPriceCents?: number;
  /** Their dollar twins (docs/rules/currencies.md); left out, that plan is not leased in dollars. */
  usdMonthlyPriceCents?: number;
  usdYearlyPriceCents?: number;
  countInStock: number;
  category: 'volume' | 'niveaux' | 'analyse';
  downloadFile: string;
  compatibility: string;
  images: string[];
}

export const seedProducts: SeedProduct[] = [
  {
    slug: 'volume-profile-premium',
    nameFr: 'Volume Profile Premium',
    nameEn: 'Volume Profile Premium',
    descriptionFr:
      'Profil de volume complet pour NinjaTrader 8 : POC, zone de valeur et nœuds de volume sur sessions, plages personnalisées ou profils composites. Conçu pour lire où le marché a réellement échangé.',
    descriptionEn:
      'A complete volume profile for NinjaTrader 8: POC, value area and volume nodes on sessions, custom ranges or composite profiles. Built to show where the market actually traded.',
    featuresFr: [
      'Profils par session, par plage libre ou composites sur plusieurs jours',
      'POC, VAH et VAL calculés au tick près, avec zone de valeur réglable',
      'Détection des nœuds de fort et de faible volume (HVN / LVN)',
      'Répartition acheteurs / vendeurs et delta par niveau de prix',
      'Prolongation des POC non revisités (naked POC) sur les séances suivantes',
      'Couleurs, opacité et largeur entièrement paramétrables',
    ],
    featuresEn: [
      'Session, free-range or multi-day composite profiles',
      'POC, VAH and VAL computed to the tick, with an adjustable value area',
      'High and low volume node detection (HVN / LVN)',
      'Buy / sell split and delta at each price level',
      'Naked POCs extended into the following sessions',
      'Fully configurable colours, opacity and width',
    ],
    priceCents: 14900,
    usdPriceCents: 15900,
    countInStock: 100,
    category: 'volume',
    downloadFile: 'VolumeProfilePremium_NT8.zip',
    compatibility: 'NinjaTrader 8',
    images: ['/images/products/volume-profile-premium.svg', '/images/products/volume-profile-premium-2.svg'],
  },
  {
    slug: 'vwap-premium',
    nameFr: 'VWAP Premium',
    nameEn: 'VWAP Premium',
    descriptionFr:
      'VWAP de session, hebdomadaire, mensuel et ancré, avec bandes d’écart type configurables. Un repère de prix moyen pondéré clair pour le trading intraday et swing.',
    descriptionEn:
      'Session, weekly, monthly and anchored VWAP with configurable standard deviation bands. A clear volume-weighted price reference for intraday and swing trading.',
    featuresFr: [
      'VWAP de session, hebdomadaire et mensuel sur le même graphique',
      'VWAP ancré sur n’importe quelle barre par simple clic',
      'Jusqu’à trois bandes d’écart type ou de pourcentage',
      'Affichage des VWAP de la veille comme niveaux de référence',
      'Heures de session personnalisables pour futures et forex',
    ],
    featuresEn: [
      'Session, weekly and monthly VWAP on the same chart',
      'Anchored VWAP on any bar with a single click',
      'Up to three standard deviation or percentage bands',
      'Previous-period VWAPs shown as reference levels',
      'Custom session hours for futures and forex',
    ],
    priceCents: 12900,
    usdPriceCents: 13900,
    countInStock: 100,
    category: 'analyse',
    downloadFile: 'VWAPPremium_NT8.zip',
    compatibility: 'NinjaTrader 8',
    images: ['/images/products/vwap-premium.svg', '/images/products/vwap-premium-2.svg'],
  },
  {
    slug: 'vwap-lite',
    nameFr: 'VWAP Lite',
    nameEn: 'VWAP Lite',
    descriptionFr:
      'Un VWAP de session simple et léger, avec une bande d’écart type. Idéal pour découvrir l’analyse pondérée par les volumes sur NinjaTrader 8.',
    descriptionEn:
      'A simple, lightweight session VWAP with one standard deviation band. A good way to start with volume-weighted analysis on NinjaTrader 8.',
    featuresFr: [
      'VWAP de session recalculé à chaque tick',
      'Une bande d’écart type réglable',
      'Réinitialisation automatique à l’ouverture de la séance',
      'Faible consommation de ressources',
    ],
    featuresEn: [
      'Session VWAP updated on every tick',
      'One adjustable standard deviation band',
      'Automatic reset at the session open',
      'Low resource usage',
    ],
    priceCents: 0,
    countInStock: 100,
    category: 'analyse',
    downloadFile: 'VWAPLite_NT8.zip',
    compatibility: 'NinjaTrader 8',
    images: ['/images/products/vwap-lite.svg'],
  },
  {
    slug: 'volume-profile-lite',
    nameFr: 'Volume Profile Lite',
    nameEn: 'Volume Profile Lite',
    descriptionFr:
      'Profil de volume par session avec POC et zone de valeur. L’essentiel du profil de volume, sans réglages superflus.',
    descriptionEn:
      'Session volume profile with POC and value area. The essentials of volume profile, without unnecessary settings.',
    featuresFr: [
      'Un profil de volume par séance',
      'POC, VAH et VAL affichés automatiquement',
      'Pourcentage de zone de valeur réglable (70 % par défaut)',
      'Compatible avec tous les intervalles de temps',
    ],
    featuresEn: [
      'One volume profile per session',
      'POC, VAH and VAL drawn automatically',
      'Adjustable value area percentage (70% by default)',
      'Works on every timeframe',
    ],
    priceCents: 4900,
    usdPriceCents: 5400,
    countInStock: 100,
    category: 'volume',
    downloadFile: 'VolumeProfileLite_NT8.zip',
    compatibility: 'NinjaTrader 8',
    images: ['/images/products/volume-profile-lite.svg'],
  },
  {
    slug: 'trading-sessions',
    nameFr: 'Trading Sessions',
    nameEn: 'Trading Sessions',
    descriptionFr:
      'Met en évidence les sessions de Tokyo, Londres et New York directement sur le graphique. Repérez d’un coup d’œil les heures d’activité de chaque place.',
    descriptionEn:
      'Highlights the Tokyo, London and New York sessions directly on the chart. See at a glance when each market is active.',
    featuresFr: [
      'Zones colorées pour les sessions asiatique, européenne et américaine',
      'Horaires modifiables et prise en compte du fuseau horaire',
      'Plus haut et plus bas de chaque session',
      'Jusqu’à quatre sessions personnalisées',
    ],
    featuresEn: [
      'Coloured zones for the Asian, European and US sessions',
      'Editable hours with time zone handling',
      'High and low of each session',
      'Up to four custom sessions',
    ],
    priceCents: 0,
    countInStock: 100,
    category: 'niveaux',
    downloadFile: 'TradingSessions_NT8.zip',
    compatibility: 'NinjaTrader 8',
    images: ['/images/products/trading-sessions.svg'],
  },
  {
    slug: 'asian-session-levels',
    nameFr: 'Asian Session Levels',
    nameEn: 'Asian Session Levels',
    descriptionFr:
      'Trace le plus haut, le plus bas et le milieu de la session asiatique et les prolonge pendant les séances de Londres et de New York. Un cadre simple pour les stratégies de cassure et de retour.',
    descriptionEn:
      'Plots the Asian session high, low and midpoint and extends them through the London and New York sessions. A simple framework for breakout and reversal setups.',
    featuresFr: [
      'Plus haut, plus bas et milieu de la session asiatique',
      'Prolongation des niveaux jusqu’à la clôture choisie',
      'Niveaux d’extension en multiples de l’amplitude',
      'Alertes sonores au franchissement d’un niveau',
      'Historique des sessions précédentes affichable',
    ],
    featuresEn: [
      'Asian session high, low and midpoint',
      'Levels extended up to a chosen end time',
      'Extension levels as multiples of the range',
      'Sound alerts when a level is crossed',
      'Optional history of previous sessions',
    ],
    priceCents: 5900,
    usdPriceCents: 6400,
    // One seeded indicator offers the lease plans, so a fresh shop (and its sandbox) can show them.
    monthlyPriceCents: 900,
    yearlyPriceCents: 9000,
    // Leased monthly in dollars too; the yearly plan stays in euros, so both cases show in a fresh shop.
    usdMonthlyPriceCents: 1000,
    countInStock: 100,
    category: 'niveaux',
    downloadFile: 'AsianSessionLevels_NT8.zip',
    compatibility: 'NinjaTrader 8',
    images: ['/images/products/asian-session-levels.svg'],
  },
  {
    slug: 'enhanced-session-levels',
    nameFr: 'Enhanced Session Levels',
    nameEn: 'Enhanced Session Levels',
    descriptionFr:
      'Regroupe les niveaux clés de la veille et de la séance en cours : plus haut, plus bas, clôture, ouverture et overnight. Les références que la plupart des traders de futures surveillent.',
    descriptionEn:
      'Brings together the key levels of the previous day and the current session: high, low, close, open and overnight. The references most futures traders watch.',
    featuresFr: [
      'Plus haut, plus bas et clôture de la veille',
      'Ouverture de la séance régulière et niveaux overnight',
      'Plus haut et plus bas de la semaine précédente',
      'Étiquettes de prix lisibles sur l’axe vertical',
      'Alertes configurables sur chaque niveau',
      'Styles de ligne indépendants pour chaque niveau',
    ],
    featuresEn: [
      'Previous day high, low and close',
      'Regular session open and overnight levels',
      'Previous week high and low',
      'Clear price labels on the price axis',
      'Configurable alerts on each level',
      'Independent line styles for each level',
    ],
    priceCents: 7900,
    countInStock: 100,
    category: 'niveaux',
    downloadFile: 'EnhancedSessionLevels_NT8.zip',
    compatibility: 'NinjaTrader 8',
    images: ['/images/products/enhanced-session-levels.svg'],
  },
  {
    slug: 'risk-reward',
    nameFr: 'Risk/Reward',
    nameEn: 'Risk/Reward',
    descriptionFr:
      'Outil de dessin qui calcule le ratio risque/rendement, la taille de position et le montant en jeu à partir de l’entrée, du stop et de l’objectif. Pour planifier chaque trade avant de le prendre.',
    descriptionEn:
      'A drawing tool that computes the risk/reward ratio, position size and amount at risk from entry, stop and target. For planning each trade before taking it.',
    featuresFr: [
      'Zones de risque et de gain dessinées en un clic',
      'Ratio risque/rendement mis à jour en temps réel',
      'Taille de position calculée selon le risque par trade',
      'Valeur en ticks, en points et en devise du compte',
      'Plusieurs objectifs de sortie partiels',
    ],
    featuresEn: [
      'Risk and reward zones drawn in one click',
      'Risk/reward ratio updated in real time',
      'Position size computed from risk per trade',
      'Values in ticks, points and account currency',
      'Multiple partial exit targets',
    ],
    priceCents: 6900,
    usdPriceCents: 7400,
    countInStock: 100,
    category: 'analyse',
    downloadFile: 'RiskReward_NT8.zip',
    compatibility: 'NinjaTrader 8',
    images: ['/images/products/risk-reward.svg'],
  },
  {
    slug: 'pack-sessions',
    nameFr: 'Pack Sessions',
    nameEn: 'Sessions Bundle',
    // Worded without the contained indicators' names, so a search for one of them finds that indicator alone.
    descriptionFr:
      'Les trois outils de séance en un seul achat : les niveaux de la séance asiatique, les niveaux clés de la veille et le calcul du ratio risque sur gain, chacun avec ses téléchargements et sa licence. Un indicateur déjà acheté est déduit du prix.',
    descriptionEn:
      'The three session tools in one purchase: the levels of the Asian range, the key levels of the previous day and the risk to gain ratio planner, each with its downloads and licence. An indicator already bought is taken off the price.',
    featuresFr: [
      'Niveaux de la séance asiatique, niveaux clés de la veille et ratio risque sur gain',
      'Une licence de chaque indicateur par exemplaire du pack',
      'Les indicateurs déjà achetés sont déduits du prix',
    ],
    featuresEn: [
      'Asian range levels, key levels of the previous day and the risk to gain ratio',
      'One licence of each indicator per copy of the bundle',
      'Indicators already bought are taken off the price',
    ],
    // Between VWAP Premium and Volume Profile Premium: the cheaper seeded products keep their rank by price.
    priceCents: 13900,
    countInStock: 100,
    category: 'niveaux',
    // A placeholder like the others': the customer area lists the contained indicators, each with its own zip
    // (docs/rules/bundles.md).
    downloadFile: 'SessionsBundle_NT8.zip',
    compatibility: 'NinjaTrader 8',
    images: ['/images/products/sessions-bundle.svg'],
  },
];

/** The seeded bundle's contents, by slug (docs/rules/bundles.md). */
export const seedBundles: Record<string, string[]> = {
  'pack-sessions': ['asian-session-levels', 'enhanced-session-levels', 'risk-reward'],
};

/** The seeded upgrade paths (docs/rules/upgrades.md): each Lite to its Premium, the paid one within a year. */
export const seedUpgradePaths: { from: string; to: string; withinDays: number | null }[] = [
  { from: 'volume-profile-lite', to: 'volume-profile-premium', withinDays: 365 },
  { from: 'vwap-lite', to: 'vwap-premium', withinDays: null },
];
