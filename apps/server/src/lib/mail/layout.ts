import { type SellerIdentity, sellerForDisplay } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { translator } from '../i18n';

export interface EmailLayoutInput {
  language: Language;
  title: string;
  /** Plain-text paragraphs (escaped in the HTML version; line breaks kept). */
  paragraphs: string[];
  /** A call-to-action button, also printed as a bare link in both versions. */
  action?: { label: string; url: string };
  /** Plain-text lines under the content, before the shop's footer. */
  footer?: string[];
  /** An unsubscribe link printed at the bottom (newsletter mail). */
  unsubscribeUrl?: string;
  /** Who sends it (SELLER_* configuration), printed in every e-mail's footer. */
  seller: SellerIdentity;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}

const paragraphHtml = (text: string, style: string) =>
  `<p style="${style}">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

const styles = {
  body: 'margin:0;padding:0;background-color:#0f172a;',
  outer: 'width:100%;background-color:#0f172a;padding:24px 0;',
  card: 'max-width:600px;margin:0 auto;background-color:#ffffff;border-radius:8px;overflow:hidden;font-family:Arial,Helvetica,sans-serif;color:#1e293b;',
  header: 'background-color:#1e293b;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;',
  content: 'padding:24px;',
  title: 'margin:0 0 16px 0;font-size:22px;color:#0f172a;',
  paragraph: 'margin:0 0 14px 0;font-size:15px;line-height:1.5;',
  button:
    'display:inline-block;background-color:#2563eb;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:bold;font-size:15px;',
  small: 'margin:0 0 8px 0;font-size:12px;line-height:1.5;color:#64748b;word-break:break-all;',
  footer: 'padding:16px 24px;background-color:#f1f5f9;font-size:12px;color:#64748b;',
  link: 'color:#2563eb;',
};

/** The seller's legal identity as footer lines: company, address, registration, contact. */
function sellerLines(stored: SellerIdentity, language: Language): string[] {
  const t = translator(language, 'emails:layout.seller.');
  // A field not set yet reads "(non renseigné)" in the recipient's language, never an invented fact.
  const seller = sellerForDisplay(stored, t('notSet'));
  return [
    t('company', { name: seller.name, form: seller.legalForm, capital: seller.shareCapital }),
    seller.address,
    t('registration', {
      city: seller.rcsCity,
      number: seller.rcsNumber,
      siret: seller.siret,
      vat: seller.vat,
    }),
    t('contact', { email: seller.email }),
  ];
}

/**
 * The one layout of every e-mail: an HTML version with inline styles only (escaped content) and a
 * plain-text version with the same content, in the recipient's language.
 */
export function renderEmailLayout(input: EmailLayoutInput): { html: string; text: string } {
  const t = translator(input.language, 'emails:layout.');
  const footer = input.footer ?? [];
  const seller = sellerLines(input.seller, input.language);

  const html = [
    '<!DOCTYPE html>',
    `<html lang="${input.language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(input.title)}</title></head>`,
    `<body style="${styles.body}"><div style="${styles.outer}"><div style="${styles.card}">`,
    `<div style="${styles.header}">${escapeHtml(t('brand'))}</div>`,
    `<div style="${styles.content}">`,
    `<h1 style="${styles.title}">${escapeHtml(input.title)}</h1>`,
    ...input.paragraphs.map((text) => paragraphHtml(text, styles.paragraph)),
    ...(input.action
      ? [
          `<p style="margin:24px 0;"><a href="${escapeHtml(input.action.url)}" style="${styles.button}">${escapeHtml(input.action.label)}</a></p>`,
          paragraphHtml(t('linkHint'), styles.small),
          `<p style="${styles.small}"><a href="${escapeHtml(input.action.url)}" style="${styles.link}">${escapeHtml(input.action.url)}</a></p>`,
        ]
      : []),
    ...footer.map((text) => paragraphHtml(text, styles.small)),
    '</div>',
    `<div style="${styles.footer}">`,
    paragraphHtml(t('footer'), styles.small),
    paragraphHtml(seller.join('\n'), styles.small),
    paragraphHtml(t('automatic'), styles.small),
    ...(input.unsubscribeUrl
      ? [
          `<p style="${styles.small}">${escapeHtml(t('unsubscribeHint'))} <a href="${escapeHtml(input.unsubscribeUrl)}" style="${styles.link}">${escapeHtml(t('unsubscribe'))}</a></p>`,
        ]
      : []),
    '</div></div></div></body></html>',
  ].join('\n');

  const text = [
    input.title,
    '-'.repeat(Math.min(input.title.length, 60)),
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...footer.flatMap((line) => [line, '']),
    '--',
    t('footer'),
    ...seller,
    t('automatic'),
    ...(input.unsubscribeUrl ? [`${t('unsubscribeHint')} ${input.unsubscribeUrl}`] : []),
    '',
  ].join('\n');

  return { html, text };
}
