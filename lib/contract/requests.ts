import { z } from 'zod';
import {
  LIST_LIMIT,
  MAX_LIMIT,
  column,
  freeText,
  id,
  int,
  language,
  optionalId,
  order,
  paging,
  slug,
} from './primitives';

/** An optional short title; an empty value means none. */
const optionalSlug = z
  .union([z.literal(''), slug])
  .transform((v) => v || undefined)
  .optional();

/** An optional year; an empty value means none. */
const optionalYear = z
  .union([z.literal(''), int(1000, 9999)])
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Calls that take nothing but may name the language of their texts. */
export const languageOnly = z.object({ language });

/** Calls that take nothing at all. */
export const empty = z.object({});

/** News, speeches, interviews, articles, journals: a page, or one item by id. */
export const publicationRequest = z.object({
  language,
  ...paging,
  column: column(['date', 'id']).default('date'),
  order: order.default('desc'),
  id: id.optional(),
});

export const elanRequest = publicationRequest.extend({
  section: optionalSlug,
  subsection: optionalSlug,
});

export const layiheRequest = publicationRequest.extend({ category: optionalId });

/** Records: the home page's latest, one record, or the archive filter. */
export const dercRequest = z.object({
  language,
  ...paging,
  column: column(['date', 'id', 'il']).default('date'),
  order: order.default('desc'),
  id: id.optional(),
  type_short_title: optionalSlug,
  /** a type short title (audit, rey, fealiyyet-hesabati) or a type id */
  type: optionalSlug,
  /** site extension: leave out records of this type id (the Azerbaijani home slider hides type 1) */
  exclude_type: optionalId,
  search: freeText(200).optional(),
  audit_nov: optionalId,
  audit_sahe: optionalId,
  cografiya: optionalId,
  rey_nov: optionalId,
  rey_merhele: optionalId,
  fealiyyet_nov: optionalId,
  il: optionalYear,
});

export const budceRequest = z.object({
  language,
  limit: int(1, MAX_LIMIT).default(MAX_LIMIT),
  type: z.enum(['rey', 'hesabat']).default('rey'),
});

export const pageRequest = z.object({ language, short_title: slug });

export const legalRequest = z.object({
  language,
  column: column(['order_num', 'id']).default('order_num'),
  order: order.default('asc'),
});

export const videoRequest = z.object({
  language,
  ...paging,
  parent: optionalId,
  column: column(['id']).default('id'),
  order: order.default('desc'),
});

export const searchRequest = z.object({
  language,
  query: freeText(200).min(1),
});

export const infographicRequest = z.object({ language, year: int(1000, 9999) });

const recommendationFilter = {
  language,
  il: optionalYear,
  qurum: optionalId,
  nov: optionalId,
  status: optionalId,
  limit: int(1, MAX_LIMIT).default(13),
};

export const recommendationCountRequest = z.object(recommendationFilter);
export const recommendationPageRequest = z.object({
  ...recommendationFilter,
  page: int(1, 100_000).default(1),
});

export const surveyAnswerRequest = z.object({
  language,
  answers: z
    .array(
      z.object({
        question_id: id,
        selected_variant: optionalId,
        text: freeText(2000).optional(),
      }),
    )
    .min(1)
    .max(50),
  verified_token: z.string().min(1).max(10_000),
});

const field = (max: number) => freeText(max);

/** The citizen request form (multipart); the forms issue adds its full validation. */
export const citizenRequest = z.object({
  language,
  ad: field(100),
  soyad: field(100),
  ata_ad: field(100),
  olke: field(100),
  seher: field(100),
  unvan: field(300),
  tevellud: field(20),
  nomre: field(40),
  e_poct: field(200),
  sosial_durum: optionalId,
  muraciet_novu: optionalId,
  qurum: optionalId,
  qurum_text: field(300).optional(),
  muraciet_metni: field(2000),
  verified_token: z.string().max(10_000).optional(),
});

export { LIST_LIMIT };
