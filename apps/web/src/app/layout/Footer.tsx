import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsent } from '@/shared/consent/consent';
import { useSellerIdentity } from '@/shared/site/useSellerIdentity';
import { CurrencySwitcher } from './CurrencySwitcher';
import { footerLinks, partners, SUPPORT_EMAIL } from './navLinks';

function LinkColumn({
  title,
  links,
}: {
  title: string;
  links: (typeof footerLinks)[keyof typeof footerLinks];
}) {
  const { t } = useTranslation('common');
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map(([to, key]) => (
          <li key={to}>
            <Link to={to} className="inline-block py-1 text-sm text-slate-400 hover:text-brand-400">
              {t(`footer.links.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  // The address the owner keeps in the back-office (the server's render fills it in; the build's is a fallback).
  const supportEmail = useSellerIdentity()?.email || SUPPORT_EMAIL;
  return (
    <footer className="mt-16 border-t border-slate-800 bg-slate-950" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-5">
        <div className="md:col-span-2">
          <p className="text-lg font-bold text-white">{t('brand')}</p>
          <p className="mt-2 text-sm text-slate-400">{t('footer.tagline')}</p>
          <p className="mt-4 text-sm text-slate-400">
            {t('footer.supportEmail')}{' '}
            <a href={`mailto:${supportEmail}`} className="text-brand-400 hover:underline">
              {supportEmail}
            </a>
          </p>
          <CurrencySwitcher />
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-white uppercase">
            {t('footer.partners')}
          </h2>
          <ul className="mt-3 flex flex-wrap items-center gap-4">
            {partners.map((partner) => (
              <li key={partner.name}>
                <a
                  href={partner.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.partnerLink', { name: partner.name })}
                  className="block rounded-md bg-slate-900 p-2 hover:bg-slate-800"
                >
                  <img
                    src={partner.logo}
                    alt={partner.name}
                    width={partner.width}
                    height={partner.height}
                    loading="lazy"
                    className="h-8 w-auto"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={t('footer.shop')} links={footerLinks.shop} />
        <LinkColumn title={t('footer.information')} links={footerLinks.information} />
        <LinkColumn title={t('footer.legalTitle')} links={footerLinks.legal} />
      </div>
      <div className="mx-auto max-w-7xl space-y-3 border-t border-slate-800 px-4 py-8 text-xs leading-relaxed text-slate-500">
        <p>
          <strong className="text-slate-400">{t('footer.riskTitle')}.</strong> {t('footer.risk')}
        </p>
        <p>
          <strong className="text-slate-400">{t('footer.hypotheticalTitle')}.</strong>{' '}
          {t('footer.hypothetical')}
        </p>
        <p>
          <strong className="text-slate-400">{t('footer.testimonialsTitle')}.</strong>{' '}
          {t('footer.testimonials')}
        </p>
        <button
          type="button"
          onClick={() => useConsent.getState().openSettings()}
          className="py-1 text-brand-400 underline hover:text-brand-300"
          data-testid="cookie-settings-link"
        >
          {t('footer.cookieSettings')}
        </button>
        <p className="pt-3 text-slate-400" data-testid="copyright">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
