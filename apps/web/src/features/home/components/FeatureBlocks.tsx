import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/Icon';

const featureKeys = [
  { key: 'precision', icon: 'target' },
  { key: 'quality', icon: 'cog' },
  { key: 'support', icon: 'chat' },
] as const;

const styleKeys = [
  { key: 'volume', icon: 'chart' },
  { key: 'sessions', icon: 'clock' },
  { key: 'intraday', icon: 'bolt' },
] as const;

/** Precision, quality, support. */
export function FeatureBlocks() {
  const { t } = useTranslation('home');
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h2 className="text-center text-3xl font-bold text-white">{t('features.title')}</h2>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {featureKeys.map(({ key, icon }) => (
          <article key={key} className="rounded-xl border border-slate-800 bg-slate-900 p-6">
            <Icon name={icon} className="h-9 w-9 text-brand-400" />
            <h3 className="mt-4 text-xl font-semibold text-white">{t(`features.${key}.title`)}</h3>
            <p className="mt-2 text-slate-400">{t(`features.${key}.text`)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

/** Volume analysis, session levels, intraday trading. */
export function TradingStyles() {
  const { t } = useTranslation('home');
  return (
    <section className="bg-slate-900/50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 className="text-center text-3xl font-bold text-white">{t('styles.title')}</h2>
        <p className="mt-3 text-center text-slate-400">{t('styles.subtitle')}</p>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {styleKeys.map(({ key, icon }) => (
            <article
              key={key}
              className="rounded-xl border border-slate-800 bg-gradient-to-br from-slate-900 to-slate-950 p-6"
            >
              <Icon name={icon} className="h-9 w-9 text-accent-400" />
              <h3 className="mt-4 text-xl font-semibold text-accent-400">{t(`styles.${key}.title`)}</h3>
              <p className="mt-2 text-slate-400">{t(`styles.${key}.text`)}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
