import { pages } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Outbound partner addresses (the referral signup link carries the shop's partner tag). */
const NINJATRADER_SIGNUP_URL = 'https://ninjatrader.com/?utm_source=ninja-indicators&utm_medium=partner';
const NINJATRADER_DOWNLOAD_URL = 'https://ninjatrader.com/futures/platform/';
const RITHMIC_URL = 'https://www.rithmic.com/';

const featureKeys = ['f1', 'f2', 'f3', 'f4', 'f5'] as const;

function External({ href, label, primary }: { href: string; label: string; primary?: boolean }) {
  const { t } = useTranslation('info');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-block rounded-lg px-6 py-3 font-semibold ${
        primary
          ? 'bg-brand-500 text-white hover:bg-brand-600'
          : 'border border-slate-600 text-slate-100 hover:border-slate-400'
      }`}
    >
      {label} <span className="sr-only">{t('external')}</span>
      <span aria-hidden="true">↗</span>
    </a>
  );
}

/** /ninjatrader: the platform, its referral signup, the data-feed provider and the download. */
export function NinjaTraderPage() {
  const { t } = useTranslation('info');
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <section className="grid items-center gap-10 md:grid-cols-2">
        <div>
          <p className="inline-block rounded-full border border-brand-500/40 bg-brand-500/10 px-4 py-1 text-sm text-brand-400">
            {t('ninjatrader.badge')}
          </p>
          <h1 className="mt-4 text-4xl font-bold text-white">{t('ninjatrader.title')}</h1>
          <p className="mt-4 text-lg text-slate-300">{t('ninjatrader.intro')}</p>
          <div className="mt-8">
            <External href={NINJATRADER_SIGNUP_URL} label={t('ninjatrader.signup')} primary />
            <p className="mt-2 text-xs text-slate-500">{t('ninjatrader.signupNote')}</p>
          </div>
        </div>
        <div className="flex items-center justify-center rounded-2xl border border-slate-800 bg-slate-900 p-10">
          <img
            src="/images/partners/ninjatrader.svg"
            alt="NinjaTrader"
            width={240}
            height={60}
            className="h-24 w-auto"
          />
        </div>
      </section>

      <section className="mt-16">
        <h2 className="text-3xl font-bold text-white">{t('ninjatrader.featuresTitle')}</h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2" data-testid="platform-features">
          {featureKeys.map((key) => (
            <li key={key} className="flex gap-3 rounded-xl border border-slate-800 bg-slate-900 p-4">
              <span aria-hidden="true" className="text-brand-400">
                ✓
              </span>
              <span className="text-slate-200">{t(`ninjatrader.features.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-16 rounded-2xl border border-brand-500/30 bg-gradient-to-r from-brand-600/20 to-slate-900 p-8">
        <h2 className="text-2xl font-bold text-white">{t('ninjatrader.downloadTitle')}</h2>
        <p className="mt-3 text-slate-300">{t('ninjatrader.downloadText')}</p>
        <p className="mt-2 text-sm text-slate-400">{t('ninjatrader.requirements')}</p>
        <div className="mt-6">
          <External href={NINJATRADER_DOWNLOAD_URL} label={t('ninjatrader.download')} primary />
        </div>
      </section>

      <section className="mt-16 grid items-center gap-8 md:grid-cols-3">
        <div className="flex items-center justify-center rounded-2xl border border-slate-800 bg-slate-900 p-8">
          <img
            src="/images/partners/rithmic.svg"
            alt="Rithmic"
            width={200}
            height={60}
            className="h-16 w-auto"
          />
        </div>
        <div className="md:col-span-2">
          <h2 className="text-2xl font-bold text-white">{t('ninjatrader.dataTitle')}</h2>
          <p className="mt-3 text-slate-300">{t('ninjatrader.dataText')}</p>
          <div className="mt-6">
            <External href={RITHMIC_URL} label={t('ninjatrader.dataLink')} />
          </div>
        </div>
      </section>

      <div className="mt-16 text-center">
        <Link
          to={pages.catalog}
          className="inline-block rounded-lg bg-accent-500 px-6 py-3 font-semibold text-slate-950 hover:bg-accent-400"
        >
          {t('ninjatrader.cta')}
        </Link>
        <p className="mx-auto mt-8 max-w-2xl text-xs text-slate-500">{t('ninjatrader.disclaimer')}</p>
      </div>
    </div>
  );
}
