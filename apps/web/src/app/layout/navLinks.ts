/** Header links shared by the desktop bar and the mobile menu (texts in `common:nav`). */
export const mainLinks = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/indicators', key: 'nav.indicators', end: false },
  { to: '/free', key: 'nav.free', end: false },
  { to: '/ninjatrader', key: 'nav.ninjatrader', end: false },
] as const;

/** Footer links: [path, key in `common:footer.links`]. */
export const footerLinks = {
  shop: [
    ['/indicators', 'indicators'],
    ['/#contact', 'contact'],
    ['/ninjatrader', 'platform'],
  ],
  information: [
    ['/about', 'about'],
    ['/help', 'help'],
    ['/faq', 'faq'],
    ['/accessibility', 'accessibility'],
  ],
  legal: [
    ['/legal', 'legal'],
    ['/privacy', 'privacy'],
    ['/terms', 'terms'],
    ['/cookies', 'cookies'],
    ['/refund', 'refund'],
  ],
} as const;

export const partners = [
  { name: 'NinjaTrader', logo: '/images/partners/ninjatrader.svg', href: 'https://ninjatrader.com/' },
  { name: 'Rithmic', logo: '/images/partners/rithmic.svg', href: 'https://www.rithmic.com/' },
] as const;

export const SUPPORT_EMAIL = 'support@ninja-indicators.local';
