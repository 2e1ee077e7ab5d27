import { licencePublicKeySchema, revocationListResponseSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../test/helpers/checkout';
import { adminSetStatus, HEX, requestLicence } from '../../../test/helpers/licences';
import { type Admin, paidOrder, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import type { TestApp } from '../../../test/test-app';
import { verifyLicence, verifyRevocationList } from './signing';
import { refundedLicenceTestModules } from './test-modules';

let ctx: TestApp;
let shop: Catalogue;
let admin: Admin;
setupRefundSuite(refundedLicenceTestModules, (suite) => {
  ({ ctx, shop, admin } = suite);
});

const publicKey = async () =>
  licencePublicKeySchema.parse((await ctx.app.inject({ url: '/api/license/public-key' })).json());

describe('GET /api/license/revocations', () => {
  it('lists the licences a refund revoked, signed with the licence key, and any changed byte fails', async () => {
    const product = shop.paid[0]!;
    const customer = await paidOrder(ctx, [{ product: product.id, qty: 1 }]);
    const requested = await requestLicence(ctx, customer.auth, {
      productId: product.id,
      orderId: customer.orderId,
      machineIdName: `${HEX(4242)}-Trading`,
    });
    const licenceId = (requested.json() as { _id: string })._id;
    expect((await adminSetStatus(ctx, admin.auth, licenceId, 'approved')).statusCode).toBe(200);
    const key = await publicKey();

    const before = revocationListResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/license/revocations' })).json(),
    );
    expect((await verifyRevocationList(before.list, key.publicKeyPem)).revoked).not.toContain(licenceId);

    expect((await postRefund(ctx, admin.auth, customer.orderId, { reason: 'Refund' })).statusCode).toBe(200);
    const after = revocationListResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/license/revocations' })).json(),
    );
    expect(after.keyId).toBe(key.keyId);
    const payload = await verifyRevocationList(after.list, key.publicKeyPem);
    expect(payload.revoked).toContain(licenceId);
    expect(Date.parse(payload.issuedAt)).not.toBeNaN();

    const [header, , signature] = after.list.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, revoked: [] })).toString('base64url');
    await expect(
      verifyRevocationList(`${header}.${forged}.${signature}`, key.publicKeyPem),
    ).rejects.toThrow();
    // Same key, another type: a revocation list is never taken for a licence file, nor the reverse.
    await expect(verifyLicence(after.list, key.publicKeyPem)).rejects.toThrow('not a licence file');
  });
});
