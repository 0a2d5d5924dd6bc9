import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { namedOption } from './columns';

/** Social status options of the request form. */
export const sosialDurumlar = pgTable('sosial_durumlar', namedOption());
/** Request type options; id 5 is the audit proposal. */
export const muracietNovleri = pgTable('muraciet_novleri', namedOption());
/** Institutions an audit proposal can name. */
export const qurumlar = pgTable('qurumlar', namedOption());

/** Citizen requests and audit proposals, as submitted. */
export const muracietler = pgTable(
  'muracietler',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    language: text('language').notNull(),
    ad: text('ad').notNull(),
    soyad: text('soyad').notNull(),
    ataAd: text('ata_ad').notNull(),
    olke: text('olke').notNull(),
    seher: text('seher').notNull(),
    unvan: text('unvan').notNull(),
    tevellud: text('tevellud').notNull(),
    nomre: text('nomre').notNull(),
    ePoct: text('e_poct').notNull(),
    sosialDurumId: integer('sosial_durum_id').references(() => sosialDurumlar.id),
    muracietNovuId: integer('muraciet_novu_id')
      .notNull()
      .references(() => muracietNovleri.id),
    qurumId: integer('qurum_id').references(() => qurumlar.id),
    qurumText: text('qurum_text'),
    muracietMetni: text('muraciet_metni').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('muracietler_created_idx').on(t.createdAt)],
);

/** A file attached to an audit proposal, stored under DATA_DIR with a server-made name. */
export const muracietFayllari = pgTable('muraciet_fayllari', {
  id: uuid('id').primaryKey(),
  muracietId: integer('muraciet_id')
    .notNull()
    .references(() => muracietler.id, { onDelete: 'cascade' }),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  storedPath: text('stored_path').notNull(),
});

/** Survey questions. */
export const sorguSuallar = pgTable('sorgu_suallar', {
  id: serial('id').primaryKey(),
  sualAz: text('sual_az').notNull(),
  sualEn: text('sual_en').notNull(),
  type: text('type', { enum: ['text', 'variant'] }).notNull(),
  orderNum: integer('order_num').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Answer variants of a survey question; variant_type 'text' asks for free text. */
export const sorguVariantlar = pgTable('sorgu_variantlar', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id')
    .notNull()
    .references(() => sorguSuallar.id),
  textAz: text('text_az').notNull(),
  textEn: text('text_en').notNull(),
  variantType: text('variant_type', { enum: ['variant', 'text'] }).notNull(),
  orderNum: integer('order_num').notNull().default(0),
});

/** One visitor's submission of the survey. */
export const sorguCavablar = pgTable('sorgu_cavablar', {
  id: serial('id').primaryKey(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The answers of one submission. */
export const sorguCavabSetirleri = pgTable('sorgu_cavab_setirleri', {
  id: serial('id').primaryKey(),
  cavabId: integer('cavab_id')
    .notNull()
    .references(() => sorguCavablar.id, { onDelete: 'cascade' }),
  questionId: integer('question_id')
    .notNull()
    .references(() => sorguSuallar.id),
  variantId: integer('variant_id').references(() => sorguVariantlar.id),
  text: text('text'),
});

/** Captcha payloads already used, to reject replays. */
export const captchaUsed = pgTable('captcha_used', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The form rate limit's counters (rate-limiter-flexible's Drizzle store), one
 * row per form and client address, shared by every instance on this database.
 */
export const formRateLimits = pgTable('form_rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
