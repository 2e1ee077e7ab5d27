import { type Currency, formatMoney, money } from '@shop/contracts';
import { type Language, languages, localized } from '@shop/i18n';
import type { Executor } from '../../lib/db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { bundleContents, type ProductRow } from '../catalog';
import { liveLines } from '../entitlements';
import { bundleCreditCents, paidPerSeatCents } from './owned-credit-rules';
import type { ContainedLine, PricedLine } from './pricing';

/** The owned line a bundle takes credit for, and what one of its seats cost in the bundle's currency. */
interface OwnedSeat {
  itemId: string;
  cents: number;
}

/**
 * What the buyer paid for one seat of each of `productIds` they still own (`liveLine`,
 * docs/rules/entitlements.md): product id → their newest such line and its seat's price. A line a bundle
 * granted cost 0 (docs/rules/bundles.md).
 */
export async function ownedSeatPrices(
  db: Executor,
  userId: string,
  productIds: string[],
  currency: Currency,
): Promise<Map<string, OwnedSeat>> {
  const owned = new Map<string, OwnedSeat>();
  // Owned in the other currency, it is still owned but credits nothing: prices are never converted
  // (docs/rules/currencies.md), so a euro price is not taken off a dollar one.
  for (const { line, order } of await liveLines(db, { userId, productIds }))
    if (!owned.has(line.productId))
      owned.set(line.productId, {
        itemId: line.id,
        cents: order.currency === currency ? paidPerSeatCents(line) : 0,
      });
  return owned;
}

const containedLine = (row: ProductRow, credited: OwnedSeat | undefined): ContainedLine => ({
  productId: row.id,
  creditedItemId: credited?.itemId ?? null,
  names: { fr: row.nameFr, en: row.nameEn },
  descriptions: { fr: row.descriptionFr, en: row.descriptionEn },
  updatesMonths: row.updatesMonths,
});

/**
 * The cart's bundle lines for this buyer (docs/rules/bundles.md): each carries its contents, and its unit price
 * is less what the buyer paid for the contained indicators they already own, never below 0. A bundle whose
 * every indicator they own is refused (`bundle.allOwned`), and one they own part of is sold one at a time
 * (`bundle.oneWithCredit`). The line's name says the credit, in both languages (invoice, Stripe, e-mail); its
 * indicators' lines name the bundle without it, so the credit is stated once.
 */
export async function creditBundles(
  db: Executor,
  userId: string,
  lines: PricedLine[],
  language: Language,
  currency: Currency,
): Promise<PricedLine[]> {
  const contents = await bundleContents(
    db,
    lines.map((line) => line.productId),
  );
  if (contents.size === 0) return lines;
  const contained = [...contents.values()].flat();
  const owned = await ownedSeatPrices(
    db,
    userId,
    contained.map((row) => row.id),
    currency,
  );
  return lines.map((line) => {
    const products = contents.get(line.productId);
    if (!products) return line;
    const ownedHere = products.filter((row) => owned.has(row.id));
    if (ownedHere.length === products.length) {
      throw new AppError(400, 'bundle.allOwned', { product: line.name });
    }
    if (ownedHere.length > 0 && line.quantity > 1) {
      throw new AppError(400, 'bundle.oneWithCredit', { product: line.name });
    }
    const creditCents = bundleCreditCents(
      line.unitPriceCents,
      ownedHere.map((row) => owned.get(row.id)!.cents),
    );
    const creditedNames = ownedHere.map((row) => localized(row, 'name', language));
    const names = { ...line.names };
    if (creditCents > 0) {
      for (const each of languages) {
        names[each] = translate(each, 'documents:invoice.bundleCredit', {
          bundle: line.names[each],
          products: ownedHere.map((row) => localized(row, 'name', each)).join(', '),
          amount: formatMoney(money(-creditCents, currency), each, { plainSpaces: true }),
        });
      }
    }
    return {
      ...line,
      name: names[language],
      names,
      unitPriceCents: line.unitPriceCents - creditCents,
      bundle: {
        names: line.names,
        contents: products.map((row) => containedLine(row, owned.get(row.id))),
        creditCents,
        creditedNames,
        listUnitCents: line.unitPriceCents,
      },
    };
  });
}
