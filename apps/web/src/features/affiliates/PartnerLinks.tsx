import { pages } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';

/** The partner's home link with the same `ref` on the catalogue: any page of the shop takes it. */
export function partnerLinks(homeLink: string) {
  const catalogue = new URL(homeLink);
  catalogue.pathname = pages.catalog;
  return { home: homeLink, indicators: catalogue.toString() };
}

/** The partner's links, each with a copy button, and the coupon tied to them. */
export function PartnerLinks({
  code,
  link,
  couponCode,
}: {
  code: string;
  link: string;
  couponCode: string | null;
}) {
  const { t } = useTranslation('affiliates');
  const [copied, setCopied] = useState<{ name: string; outcome: 'copied' | 'copyFailed' } | null>(null);
  const links = partnerLinks(link);

  const copy = async (name: string, url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied({ name, outcome: 'copied' });
    } catch {
      setCopied({ name, outcome: 'copyFailed' });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="partner-links-title"
        className="rounded-xl border border-slate-800 bg-slate-900 p-5"
      >
        <h3 id="partner-links-title" className="text-lg font-semibold text-white">
          {t('area.links.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-400">{t('area.links.intro', { code })}</p>
        <ul className="mt-4 space-y-3">
          {(['home', 'indicators'] as const).map((name) => (
            <li key={name} data-testid={`partner-link-${name}`}>
              <p className="text-sm text-slate-300">{t(`area.links.${name}`)}</p>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <code className="break-all rounded bg-slate-950 px-2 py-1 text-sm text-slate-100">
                  {links[name]}
                </code>
                <Button
                  size="sm"
                  variant="secondary"
                  data-testid={`partner-link-${name}-copy`}
                  aria-label={`${t('area.links.copy')} : ${t(`area.links.${name}`)}`}
                  onClick={() => void copy(name, links[name])}
                >
                  {t('area.links.copy')}
                </Button>
              </div>
              {copied?.name === name && (
                <p role="status" className="mt-1 text-sm text-slate-300">
                  {t(`area.links.${copied.outcome}`)}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="partner-coupon-title"
        className="rounded-xl border border-slate-800 bg-slate-900 p-5"
      >
        <h3 id="partner-coupon-title" className="text-lg font-semibold text-white">
          {t('area.coupon.title')}
        </h3>
        <p className="mt-2 text-slate-300" data-testid="partner-coupon">
          {couponCode ? t('area.coupon.body', { code: couponCode }) : t('area.coupon.none')}
        </p>
      </section>
    </div>
  );
}
