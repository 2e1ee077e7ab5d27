import {
  type AdminProduct,
  type Currency,
  fromMajorUnits,
  type Money,
  type ProductCategory,
  type ProductCreate,
  type ProductDetails,
  productCreateSchema,
  productDetailsSchema,
  toMajorUnits,
} from '@shop/contracts';
import type { Language } from '@shop/i18n/web';
import type { z } from 'zod';
import { parsePrice } from './priceRules';

interface TextValues {
  name: string;
  description: string;
  /** One feature a line. */
  features: string;
}

/** What the product form edits, as typed. */
export interface ProductFormValues {
  fr: TextValues;
  en: TextValues;
  category: ProductCategory;
  compatibility: string;
  countInStock: string;
  /** Days of the free trial; empty for none. */
  trialDays: string;
  /** Machines at once per seat; empty follows the shop's default (docs/rules/seats.md). */
  machinesPerSeat: string;
  price: string;
  /** The one-time plan: every update, or the updates of `updatesMonths` months after payment. */
  updatesPlan: 'all' | 'months';
  updatesMonths: string;
  /** The one-off price in US dollars; empty when the product is not sold in dollars. */
  usdPrice: string;
  /** Lease plan prices in euros; empty when the plan is not offered. */
  monthlyPrice: string;
  yearlyPrice: string;
  /** Their US dollar twins; empty when that plan is not leased in dollars. */
  usdMonthlyPrice: string;
  usdYearlyPrice: string;
  /** Sold compiled only: release zips with `.cs` source are refused (docs/rules/releases.md). */
  isProtected: boolean;
  /** The licence's build id (empty: the slug), edition (empty: none) and feature keys, one a line. */
  licenceBuild: string;
  licenceEdition: string;
  licenceFeatures: string;
}

/** What a section of the product form takes: the values, their setter and a field's translated error. */
export interface FormSectionProps {
  values: ProductFormValues;
  setValues(values: ProductFormValues): void;
  fieldError(path: string): string | undefined;
}

const priceText = (price: Money | null | undefined) => (price == null ? '' : toMajorUnits(price).toFixed(2));

/**
 * A typed price as the Money the API takes, in the field's currency (49,90 → 4990 cents). Text that does not
 * read as a price becomes an amount the contract refuses, so the form answers with the field's own message.
 */
const typedPrice = (text: string, currency: Currency): Money => {
  const major = parsePrice(text);
  return major === null ? { amount: Number.NaN, currency } : fromMajorUnits(major, currency);
};

/** Empty means "not offered" or "not sold in dollars" (null); anything else must read as a price. */
const optionalPrice = (text: string, currency: Currency) =>
  text.trim() === '' ? null : typedPrice(text, currency);

export function initialValues(product: AdminProduct | undefined): ProductFormValues {
  const text = (language: Language) => ({
    name: product?.translations[language].name ?? '',
    description: product?.translations[language].description ?? '',
    features: product?.translations[language].features.join('\n') ?? '',
  });
  return {
    fr: text('fr'),
    en: text('en'),
    category: product?.category ?? 'volume',
    compatibility: product?.compatibility ?? 'NinjaTrader 8',
    countInStock: String(product?.countInStock ?? 100),
    trialDays: product?.trialDays ? String(product.trialDays) : '',
    machinesPerSeat: product?.machinesPerSeat ? String(product.machinesPerSeat) : '',
    price: '',
    updatesPlan: product?.updatesMonths == null ? 'all' : 'months',
    updatesMonths: product?.updatesMonths == null ? '' : String(product.updatesMonths),
    usdPrice: priceText(product?.usdPrice),
    monthlyPrice: priceText(product?.monthlyPrice),
    yearlyPrice: priceText(product?.yearlyPrice),
    usdMonthlyPrice: priceText(product?.usdMonthlyPrice),
    usdYearlyPrice: priceText(product?.usdYearlyPrice),
    isProtected: product?.isProtected ?? false,
    licenceBuild: product?.licenceBuild ?? '',
    licenceEdition: product?.licenceEdition ?? '',
    licenceFeatures: product?.licenceFeatures.join('\n') ?? '',
  };
}

/** A product's editable details as the API takes them back (for picture reordering). */
export function detailsOf(product: AdminProduct): ProductDetails {
  return {
    translations: product.translations,
    category: product.category,
    compatibility: product.compatibility,
    countInStock: product.countInStock,
    updatesMonths: product.updatesMonths,
    trialDays: product.trialDays,
    machinesPerSeat: product.machinesPerSeat,
    monthlyPrice: product.monthlyPrice,
    yearlyPrice: product.yearlyPrice,
    usdMonthlyPrice: product.usdMonthlyPrice,
    usdYearlyPrice: product.usdYearlyPrice,
    isProtected: product.isProtected,
    licenceBuild: product.licenceBuild,
    licenceEdition: product.licenceEdition,
    licenceFeatures: product.licenceFeatures,
  };
}

const features = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Empty: the default (the slug as build, no edition). */
const optionalKey = (text: string) => (text.trim() === '' ? null : text.trim());

/** A field's path (e.g. `translations.fr.name`) and the untranslated issue it failed with. */
export interface FieldIssue {
  path: string;
  /** An errors-namespace key the contract names, or a zod issue code. */
  key: string;
  params: { minimum: string; maximum: string };
}

/**
 * Checks the form with the contract's own schema (create or edit), so the form and the API refuse the
 * same things. Price is only part of a creation: afterwards it changes through the price routes.
 */
export function validateProductForm(
  values: ProductFormValues,
  creating: boolean,
): { ok: true; body: ProductCreate | ProductDetails } | { ok: false; issues: FieldIssue[] } {
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
  const stock = whole(values.countInStock);
  const trial = values.trialDays.trim();
  // Empty: no trial. Anything but a whole number reaches the schema as NaN and gets its range message.
  const trialDays = trial === '' ? null : whole(trial);
  const perSeat = values.machinesPerSeat.trim();
  const machinesPerSeat = perSeat === '' ? null : whole(perSeat);
  const details = {
    translations: {
      fr: { ...values.fr, features: features(values.fr.features) },
      en: { ...values.en, features: features(values.en.features) },
    },
    category: values.category,
    compatibility: values.compatibility,
    countInStock: stock,
    updatesMonths: values.updatesPlan === 'all' ? null : whole(values.updatesMonths),
    trialDays,
    machinesPerSeat,
    usdPrice: optionalPrice(values.usdPrice, 'usd'),
    monthlyPrice: optionalPrice(values.monthlyPrice, 'eur'),
    yearlyPrice: optionalPrice(values.yearlyPrice, 'eur'),
    usdMonthlyPrice: optionalPrice(values.usdMonthlyPrice, 'usd'),
    usdYearlyPrice: optionalPrice(values.usdYearlyPrice, 'usd'),
    isProtected: values.isProtected,
    licenceBuild: optionalKey(values.licenceBuild),
    licenceEdition: optionalKey(values.licenceEdition),
    licenceFeatures: features(values.licenceFeatures),
  };
  const result = creating
    ? productCreateSchema.safeParse({ ...details, price: typedPrice(values.price, 'eur') })
    : productDetailsSchema.safeParse(details);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, issues: result.error.issues.map(toFieldIssue) };
}

function toFieldIssue(issue: z.core.$ZodIssue): FieldIssue {
  const path = issue.path.slice(0, issue.path[0] === 'translations' ? 3 : 1).join('.');
  const bounds = issue as { minimum?: unknown; maximum?: unknown };
  const key = /^[a-zA-Z]+\.[a-zA-Z]+$/.test(issue.message) ? issue.message : issue.code;
  return {
    path,
    key,
    params: { minimum: String(bounds.minimum ?? ''), maximum: String(bounds.maximum ?? '') },
  };
}
