import type { ApiError, SellerIdentityState } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectLoadErrorBanner } from '@/test/admin';
import { sellerState } from '@/test/fixtures';
import { type Call, failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { textOf } from '@/test/texts';
import { SellerTab } from './SellerTab';

const languages: Language[] = ['fr', 'en'];

/** The server's 400 for a SIRET failing its check, worded in the request's language. */
function siretRefusal(language: Language): ApiError {
  const message = textOf(language)('errors:sellerIdentity.siretInvalid');
  return { code: 'validation', message, details: [{ path: 'body.siret', message }] };
}

describe.each(languages)('seller identity tab (%s)', (language) => {
  test('shows the stored identity in its fields and says it is complete', async () => {
    signIn({ isAdmin: true });
    stubApi({ 'GET /admin/seller-identity': ok<SellerIdentityState>(sellerState()) });
    const { t } = await renderWithApp(<SellerTab />, { language });
    expect(await screen.findByTestId('seller-name')).toHaveValue('Ninja Indicators SAS');
    expect(screen.getByLabelText(t('admin:seller.fields.publisher'))).toHaveValue('Jean Dupont');
    expect(screen.getByTestId('seller-identity-status')).toHaveTextContent(t('admin:seller.complete'));
  });

  test('an incomplete identity names the missing fields and the invoices waiting', async () => {
    signIn({ isAdmin: true });
    stubApi({
      'GET /admin/seller-identity': ok<SellerIdentityState>(
        sellerState({ missing: ['vat', 'hosting'], complete: false, pendingInvoices: 2 }),
      ),
    });
    const { t } = await renderWithApp(<SellerTab />, { language });
    const fields = `${t('admin:seller.fields.vat')}, ${t('admin:seller.fields.hosting')}`;
    expect(await screen.findByTestId('seller-identity-status')).toHaveTextContent(
      `${t('admin:seller.incomplete', { fields })} ${t('admin:seller.pendingInvoices', { count: 2 })}`,
    );
  });

  test("the server's message shows under the refused field, then a corrected identity is saved", async () => {
    signIn({ isAdmin: true });
    const puts: Call[] = [];
    stubApi({
      'GET /admin/seller-identity': ok<SellerIdentityState>(sellerState()),
      'PUT /admin/seller-identity': (call) => {
        puts.push(call);
        return puts.length === 1
          ? failure(400, siretRefusal(language))
          : ok<SellerIdentityState>(sellerState({ identity: call.body as SellerIdentityState['identity'] }));
      },
    });
    const { user, t } = await renderWithApp(<SellerTab />, { language });
    const siret = await screen.findByTestId('seller-siret');
    await user.clear(siret);
    await user.type(siret, '123 456 789 00008');
    await user.click(screen.getByRole('button', { name: t('admin:shared.save') }));
    expect(await screen.findAllByText(t('errors:sellerIdentity.siretInvalid'))).not.toHaveLength(0);
    expect(siret).toHaveAttribute('aria-invalid', 'true');

    await user.clear(siret);
    await user.type(siret, '123 456 789 00007');
    await user.type(screen.getByTestId('seller-publisher'), ', gérant');
    await user.click(screen.getByRole('button', { name: t('admin:shared.save') }));
    expect(await screen.findByTestId('seller-identity-saved')).toHaveTextContent(t('admin:seller.saved'));
    expect(puts[1]?.body).toMatchObject({ siret: '123 456 789 00007', publisher: 'Jean Dupont, gérant' });
  });

  test("a failed load shows the server's message", async () => {
    await expectLoadErrorBanner(<SellerTab />, 'GET /admin/seller-identity', language);
  });
});
