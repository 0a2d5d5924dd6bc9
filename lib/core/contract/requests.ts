import { z } from 'zod';
import {
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
  visitorText,
} from './primitives';
import { AUDIT_PROPOSAL } from './form-constants';
import { SEARCH_GROUPS, SEARCH_PAGE_MAX } from './search-groups';
import { requestFields, withoutInstitutionUnlessProposal } from './request-form';
import { UploadedFile } from './uploaded-file';

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
  /** The site's own (docs/search.md), never sent upstream: only this group's hits. */
  type: z.enum(SEARCH_GROUPS).optional(),
  /** The site's own, never sent upstream: which page of SEARCH_GROUP_LIMIT hits of each group. */
  page: int(1, SEARCH_PAGE_MAX).optional(),
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
export const recommendationRequest = z.object({ language, id });
/**
 * The recommendations of one record. Its id is `derc`, not `id`: an empty list is an answer
 * here, not a lookup that found nothing, so the page cache keeps it (lib/core/content/cache.ts).
 */
export const recordRecommendationsRequest = z.object({ language, derc: id });
/**
 * Status changes: the tracker's filters (status: the status entered), or one recommendation;
 * a page of `limit` changes (page 2 skips the newest `limit`).
 */
export const recommendationChangesRequest = z.object({
  ...recommendationFilter,
  tovsiyye: optionalId,
  limit: int(1, MAX_LIMIT).default(20),
  page: int(1, 100_000).default(1),
});
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
        text: visitorText(2000).optional(),
      }),
    )
    .min(1)
    .max(50),
  /** required: its absence answers 'Captcha yanlışdır' (lib/core/content/source/validate) */
  verified_token: z.string().max(10_000).optional(),
});

/**
 * The citizen request form (multipart): the fields shared with the browser's
 * check (lib/core/forms/request-schema), the captcha token and the checked file.
 * The institution is dropped unless the type is the audit proposal (5), and a
 * file is refused outside it.
 */
export const citizenRequest = requestFields
  .extend({
    language,
    verified_token: z.string().max(10_000).optional(),
    file: z.instanceof(UploadedFile).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.file && v.muraciet_novu !== AUDIT_PROPOSAL)
      ctx.addIssue({ code: 'custom', path: ['file'], message: 'fileNotAllowed' });
  })
  .transform(withoutInstitutionUnlessProposal);
