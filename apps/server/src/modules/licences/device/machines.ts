import { activeLicenceStatuses, type MyMachinesResponse, type ProductMachine } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { licenceChecks, licenceRequests, products, seatActivations, users } from '../../../lib/db/schema';
import { notFound } from '../../../lib/errors';
import { lineSeats, liveLines, notABundleLine } from '../../entitlements';
import type { ActivationDeps } from './activations';
import { machinesPerSeatOf } from './seat-pool';

/**
 * GET /api/device/machines: per product the buyer holds, or has machines of, its seats, machines per seat and
 * the machines holding them, both kinds (signed in from the indicator, licence by Machine ID), oldest first.
 * The check-ins are keyed by either kind's licence id as text, hence the casts.
 */
export async function listMyMachines(
  deps: ActivationDeps,
  userId: string,
  language: Language,
): Promise<MyMachinesResponse> {
  const [lines, requested, activated] = await Promise.all([
    liveLines(deps.db, { userId, where: notABundleLine }),
    deps.db
      .select({ request: licenceRequests, check: licenceChecks })
      .from(licenceRequests)
      .leftJoin(licenceChecks, sql`${licenceChecks.licenceId} = ${licenceRequests.id}::text`)
      .where(
        and(eq(licenceRequests.userId, userId), inArray(licenceRequests.status, [...activeLicenceStatuses])),
      ),
    deps.db
      .select({ activation: seatActivations, check: licenceChecks })
      .from(seatActivations)
      .leftJoin(licenceChecks, sql`${licenceChecks.licenceId} = ${seatActivations.id}::text`)
      .where(and(eq(seatActivations.userId, userId), isNull(seatActivations.releasedAt))),
  ]);
  const seats = new Map<string, number>();
  for (const { line } of lines) seats.set(line.productId, (seats.get(line.productId) ?? 0) + lineSeats(line));
  const machines = new Map<string, ProductMachine[]>();
  const add = (productId: string, machine: ProductMachine) =>
    machines.set(productId, [...(machines.get(productId) ?? []), machine]);
  for (const { request, check } of requested) {
    add(request.productId, {
      id: request.id,
      kind: 'machineId',
      machineName: request.machineName,
      machineId: request.machineId,
      platformVersion: check?.platformVersion ?? null,
      lastCheckInAt: check?.lastCheckAt.toISOString() ?? null,
      activatedAt: (request.signedAt ?? request.createdAt).toISOString(),
    });
  }
  for (const { activation, check } of activated) {
    add(activation.productId, {
      id: activation.id,
      kind: 'seat',
      machineName: activation.machineName,
      machineId: activation.machineId,
      platformVersion: check?.platformVersion ?? activation.platformVersion,
      lastCheckInAt: activation.lastSeenAt.toISOString(),
      activatedAt: activation.activatedAt.toISOString(),
    });
  }
  const productIds = [...new Set([...seats.keys(), ...machines.keys()])];
  const rows =
    productIds.length === 0
      ? []
      : await deps.db.select().from(products).where(inArray(products.id, productIds));
  return {
    idleReleaseDays: deps.config.licences.seatIdleReleaseDays,
    products: rows
      .map((product) => {
        const held = machines.get(product.id) ?? [];
        return {
          product: { id: product.id, slug: product.slug, name: localized(product, 'name', language) },
          seats: seats.get(product.id) ?? 0,
          machinesPerSeat: machinesPerSeatOf(deps, product),
          machinesInUse: new Set(held.map((machine) => machine.machineId.toLowerCase())).size,
          machines: held.sort((a, b) => a.activatedAt.localeCompare(b.activatedAt)),
        };
      })
      .sort((a, b) => a.product.name.localeCompare(b.product.name)),
  };
}

/** GET /api/admin/users/:id/machines: a buyer's machines as they see them; `404 admin.userNotFound` for no user. */
export async function listBuyerMachines(
  deps: ActivationDeps,
  userId: string,
  language: Language,
): Promise<MyMachinesResponse> {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('admin.userNotFound');
  return listMyMachines(deps, userId, language);
}
