import { integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns';

export const products = pgTable('products', {
  id: primaryId(),
  slug: text('slug').notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionFr: text('description_fr').notNull(),
  descriptionEn: text('description_en').notNull(),
  featuresFr: jsonb('features_fr').$type<string[]>().notNull(),
  featuresEn: jsonb('features_en').$type<string[]>().notNull(),
  priceCents: integer('price_cents').notNull(),
  countInStock: integer('count_in_stock').notNull().default(100),
  images: jsonb('images').$type<string[]>().notNull(),
  category: text('category', { enum: ['volume', 'niveaux', 'analyse'] }).notNull(),
  /** Name of the indicator's zip in file storage (the spec's downloadLink). */
  downloadFile: text('download_file').notNull(),
  compatibility: text('compatibility').notNull().default('NinjaTrader 8'),
  rating: real('rating').notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
