import { pages } from '@shop/contracts';

/** Header links shared by the desktop bar and the mobile menu (texts in `common:nav`). */
export const mainLinks = [
  { to: pages.home, key: 'nav.home', end: true },
  { to: pages.catalog, key: 'nav.indicators', end: false },
  { to: pages.free, key: 'nav.free', end: false },
  { to: pages.ninjaTrader, key: 'nav.ninjatrader', end: false },
] as const;

/** Footer links: [path, key in `common:footer.links`]. */
export const footerLinks = {
  shop: [
    [pages.catalog, 'indicators'],
    ['/#contact', 'contact'],
    [pages.ninjaTrader, 'platform'],
  ],
  information: [
    [pages.about, 'about'],
    [pages.help, 'help'],
    [pages.faq, 'faq'],
    [pages.accessibility, 'accessibility'],
  ],
  legal: [
    [pages.legal, 'legal'],
    [pages.privacy, 'privacy'],
    [pages.terms, 'terms'],
    [pages.cookies, 'cookies'],
    [pages.refund, 'refund'],
  ],
} as const;

export const partners = [
  {
    name: 'NinjaTrader',
    logo: '/images/partners/ninjatrader.svg',
    width: 240,
    height: 60,
    href: 'https://ninjatrader.com/',
  },
  {
    name: 'Rithmic',
    logo: '/images/partners/rithmic.svg',
    width: 200,
    height: 60,
    href: 'https://www.rithmic.com/',
  },
] as const;

export const SUPPORT_EMAIL = 'support@ninja-indicators.local';
