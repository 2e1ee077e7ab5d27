import { type Currency, formatMoney, money } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { formatMoment, type KeysUnder, translator } from '../../lib/i18n';
import { escapeHtml } from '../../lib/mail/layout';
import { detailsOf, type SubscriptionRow } from './billing-objects';
import type { SandboxSession } from './session';

const styles = `body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;margin:0;padding:2rem}
main{max-width:32rem;margin:0 auto;background:#1e293b;border-radius:12px;padding:2rem}
h1{margin-top:0}table{width:100%;border-collapse:collapse}td{padding:.4rem 0;border-bottom:1px solid #334155}
td.amount{text-align:right}.total td{font-weight:700;border:0}.notice{font-size:.85rem;color:#94a3b8}
label{display:block;margin:1rem 0 .3rem}input{width:100%;box-sizing:border-box;padding:.6rem;border-radius:6px;border:1px solid #475569;background:#0f172a;color:#e2e8f0;font-size:1rem}
button{margin-top:1rem;width:100%;padding:.8rem;border:0;border-radius:6px;background:#0ea5e9;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.row{border-bottom:1px solid #334155;padding:.8rem 0}.row button{width:auto;padding:.5rem 1rem;background:#0369a1}
.error{background:#7f1d1d;color:#fecaca;padding:.6rem;border-radius:6px;margin:1rem 0}a{color:#7dd3fc}`;

/** The hosted payment page: plain HTML and a form POST, no script, so the shop's CSP holds. */
export function renderPayPage(
  session: SandboxSession,
  language: Language,
  options: { error?: string; card?: string } = {},
): string {
  const translateKey = translator(language, 'sandbox:');
  const t = (key: KeysUnder<'sandbox:'>, params: Record<string, unknown> = {}) =>
    escapeHtml(translateKey(key, params));
  // The session's own currency (docs/rules/currencies.md); the sandbox only ever sees eur or usd.
  const currency: Currency = session.currency === 'usd' ? 'usd' : 'eur';
  const amount = (cents: number) => formatMoney(money(cents, currency), language, { plainSpaces: true });
  const rows = session.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)} × ${line.quantity}</td><td class="amount">${escapeHtml(
          amount(line.unitAmount * line.quantity),
        )}</td></tr>`,
    )
    .join('');
  const discount = session.discount
    ? `<tr><td>${t('discount')}</td><td class="amount" data-testid="sandbox-discount">${escapeHtml(
        amount(-session.discount.amount),
      )}</td></tr>`
    : '';
  const total = amount(session.amountTotal);
  const error = options.error
    ? `<p class="error" role="alert" data-testid="sandbox-error">${options.error}</p>`
    : '';
  const body =
    session.status === 'open'
      ? `<form method="post" action="/sandbox/stripe/pay/${encodeURIComponent(session.id)}">
<label for="card">${t('card')}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(options.card ?? '')}">
<button type="submit">${t('pay', { amount: total })}</button></form>
<p><a href="${escapeHtml(session.cancelUrl)}">${t('cancel')}</a></p>`
      : `<p class="error" role="alert">${t('closed')}</p>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg"><title>${t('title')}</title>
<style>${styles}</style></head><body><main><h1>${t('title')}</h1>
<p class="notice">${t('notice')}</p>${session.mode === 'subscription' ? `<p class="notice">${t('subscriptionNotice')}</p>` : ''}
<table><tbody>${rows}${discount}<tr class="total"><td>${t('total')}</td><td class="amount" data-testid="sandbox-total">${escapeHtml(total)}</td></tr></tbody></table>
${error}${body}</main></body></html>`;
}

export function renderMessagePage(message: string, language: Language): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><link rel="icon" href="/favicon.svg"><title>${escapeHtml(message)}</title>
<style>${styles}</style></head><body><main><p class="error" role="alert">${escapeHtml(message)}</p></main></body></html>`;
}

/**
 * The sandbox's Customer Portal (portal.ts): the customer's subscriptions, each with its renewal or end and the
 * button that cancels it at period end or resumes it, its paid invoices, and the way back to the shop. Plain
 * HTML and form POSTs, as the payment page.
 */
export function renderPortalPage(
  portal: {
    token: string;
    returnUrl: string;
    subscriptions: SubscriptionRow[];
    message?: { error: boolean; text: KeysUnder<'sandbox:portal.'> };
  },
  language: Language,
): string {
  const translateKey = translator(language, 'sandbox:portal.');
  const t = (key: KeysUnder<'sandbox:portal.'>, params: Record<string, unknown> = {}) =>
    escapeHtml(translateKey(key, params));
  const action = `/sandbox/stripe/portal?session=${encodeURIComponent(portal.token)}`;
  const rows = portal.subscriptions
    .map((row) => {
      const details = detailsOf(row);
      // The subscription's own currency: a dollar lease renews in dollars (docs/rules/currencies.md).
      const subscriptionAmount = (cents: number) =>
        formatMoney(money(cents, details.currency === 'usd' ? 'usd' : 'eur'), language, {
          plainSpaces: true,
        });
      const date = formatMoment(row.currentPeriodEnd, language);
      const state =
        row.status === 'canceled'
          ? t('ended')
          : row.status === 'past_due'
            ? t('pastDue')
            : row.cancelAtPeriodEnd
              ? t('cancels', { date })
              : t('renews', { date, amount: subscriptionAmount(details.unitAmount) });
      const change = row.cancelAtPeriodEnd ? 'resume' : 'cancel';
      const button =
        row.status === 'canceled'
          ? ''
          : `<form method="post" action="${action}"><input type="hidden" name="subscription" value="${escapeHtml(row.id)}">
<input type="hidden" name="action" value="${change}"><button type="submit" data-testid="portal-${change}">${t(change)}</button></form>`;
      const invoices = Object.entries(details.paidInvoices ?? {})
        .map(([id, amount]) => `<li>${escapeHtml(id)} · ${escapeHtml(subscriptionAmount(amount))}</li>`)
        .join('');
      return `<div class="row" data-testid="portal-subscription"><strong>${escapeHtml(details.productName)}</strong>
<p data-testid="portal-state">${state}</p>${button}<p class="notice">${t('invoices')}</p><ul>${invoices}</ul></div>`;
    })
    .join('');
  const message = portal.message
    ? `<p class="${portal.message.error ? 'error' : 'notice'}" role="status" data-testid="portal-message">${t(portal.message.text)}</p>`
    : '';
  // The customer's default card, which renewals and the pending invoice are charged to (as Stripe's portal).
  const cardForm = portal.subscriptions.some((row) => row.status !== 'canceled')
    ? `<form class="row" method="post" action="${action}"><input type="hidden" name="action" value="card">
<label for="card">${t('card')}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<button type="submit" data-testid="portal-update-card">${t('updateCard')}</button></form>`
    : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg"><title>${t('title')}</title>
<style>${styles}</style></head><body><main><h1>${t('title')}</h1><p class="notice">${t('notice')}</p>
${message}${cardForm}${rows}<p><a href="${escapeHtml(portal.returnUrl)}" data-testid="portal-return">${t('return')}</a></p></main></body></html>`;
}
