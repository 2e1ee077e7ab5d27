import { describe, expect, it } from 'vitest';
import {
  type Messages,
  namespaceNames,
  resources,
  serverNamespaces,
  webNamespaceNames,
  webResources,
} from './index';

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each(namespaceNames)('namespace %s', (namespace) => {
  const fr = flatten(resources.fr[namespace] as Messages);
  const en = flatten(resources.en[namespace] as Messages);

  it('has the same keys in French and English', () => {
    expect([...en.keys()].sort()).toEqual([...fr.keys()].sort());
  });

  it('has no empty text and the same interpolation parameters in both languages', () => {
    for (const [key, text] of fr) {
      expect(text.trim(), `fr ${namespace}:${key}`).not.toBe('');
      expect(en.get(key)?.trim(), `en ${namespace}:${key}`).not.toBe('');
      expect(placeholders(en.get(key) ?? ''), `${namespace}:${key}`).toEqual(placeholders(text));
    }
  });

  it('hard-codes no fake seller facts: they come from the SELLER_* configuration', () => {
    for (const [key, text] of [...fr, ...en]) {
      expect(text, `${namespace}:${key}`).not.toMatch(
        /fictitious|fictif|fictive|à compléter|to be completed/i,
      );
    }
  });
});

describe('web namespaces', () => {
  it('leave out the server-only namespaces (checkoutEmails, documents, emails, fields, leaseEmails, licenceEmails, releaseEmails, reports, sandbox, seo, trialEmails, webhookEmails)', () => {
    const serverOnly = Object.keys(serverNamespaces);
    expect(serverOnly.sort()).toEqual([
      'checkoutEmails',
      'documents',
      'emails',
      'fields',
      'leaseEmails',
      'licenceEmails',
      'releaseEmails',
      'reports',
      'sandbox',
      'seo',
      'trialEmails',
      'webhookEmails',
    ]);
    for (const namespace of serverOnly) {
      expect(webNamespaceNames).not.toContain(namespace);
      expect(Object.keys(webResources.fr)).not.toContain(namespace);
    }
  });
});

describe('the support page', () => {
  it('asks for the part of the order number the orders tab shows: its last 8 characters (shortOrderId)', () => {
    expect(resources.fr.legal.support.sections.s3.body).toContain('les 8 derniers caractères');
    expect(resources.en.legal.support.sections.s3.body).toContain('the last 8 characters');
  });
});
