import { z } from 'zod';
import { perKindGroup, SEARCH_GROUPS } from './search-groups';
import { LANGUAGES, dateString, replyId, replyOptionalId, replyText } from './primitives';

/** Text the upstream may leave out or send as null: an empty string then. */
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** The language the text of an item is in: az when an English item has no translation. */
const contentLanguage = z.enum(LANGUAGES).optional();

/** A publication: news, speech, interview, article, announcement, journal or project. */
export const publication = z.object({
  id: replyId,
  /** empty or missing in an English reply: untranslated (docs/contract.md §7) */
  title: optionalText,
  /** may be left out of list replies */
  text: optionalText,
  date: dateString,
  photo: replyText,
  language: contentLanguage,
  /**
   * The site's own (never from an upstream): the day an untranslated item's English version
   * is expected, when an editor set it (docs/languages.md).
   */
  translation_due: dateString.optional(),
});

export const elan = publication.extend({ section: replyText, subsection: replyText });
export const layihe = publication.extend({ category: replyOptionalId });

/** An audit, opinion or activity report (derc) with its badges; each badge id has a _title. */
export const derc = publication.extend({
  type: replyId,
  type_short_title: z.string(),
  type_title: optionalText,
  audit_nov: replyOptionalId,
  audit_nov_title: replyText,
  audit_sahe: replyOptionalId,
  audit_sahe_title: replyText,
  rey_nov: replyOptionalId,
  rey_nov_title: replyText,
  rey_merhele: replyOptionalId,
  rey_merhele_title: replyText,
  fealiyyet_nov: replyOptionalId,
  fealiyyet_nov_title: replyText,
  cografiya: replyOptionalId,
  cografiya_title: replyText,
  il: replyOptionalId,
  il_title: replyText,
});

export const layiheCategory = z.object({
  id: replyId,
  image: replyText,
  name_az: z.string(),
  name_en: z.string(),
});

export const recordType = z.object({
  id: replyId,
  short_title: z.string(),
  title_az: z.string(),
  title_en: z.string(),
});

/** A badge lookup: opinion scope, opinion stage, audit type, audit area, geography, activity type. */
export const titledOption = z.object({ id: replyId, title_az: z.string(), title_en: z.string() });

export const navbarItem = z.object({
  id: replyId,
  title_az: z.string(),
  title_en: z.string(),
  order_num: z.coerce.number().int(),
});

export interface NavLink {
  id: number;
  nav: number;
  parent: number;
  link: string;
  name_az: string;
  name_en: string;
  order_num: number;
  children: NavLink[];
}

// Cast: a recursive schema; its coerced input type is not NavLink, its output is.
export const navLink: z.ZodType<NavLink> = z.lazy(() =>
  z.object({
    id: replyId,
    nav: replyId,
    parent: z.coerce.number().int(),
    link: z.string(),
    name_az: z.string(),
    name_en: z.string(),
    order_num: z.coerce.number().int(),
    children: z.array(navLink).default([]),
  }),
) as z.ZodType<NavLink>;

/** A budget or report summary. */
export const summary = z.object({
  id: replyId,
  title: z.string(),
  photo: replyText,
  file: replyText,
});

/** A static page's content. */
export const pageContent = z.object({
  title: optionalText,
  text: optionalText,
  language: contentLanguage,
});

/** A legal document: an external link, or a file under /files/qanunlar. */
export const legalDoc = z.object({
  id: replyId,
  title: z.string(),
  link: replyText,
  file: replyText,
  file_size: z.coerce.number().int().nullable().optional(),
  order_num: z.coerce.number().int(),
});

/** A video, or a group of videos when it has no link. */
export const video = z.object({
  id: replyId,
  title: z.string(),
  link: replyText,
  photo: replyText,
  size: replyText,
  parent: replyOptionalId,
});

/** An option of a form or filter. */
export const option = z.object({ id: replyId, name: z.string() });

const surveyVariant = z.object({
  id: replyId,
  variant_text: z.string(),
  variant_type: z.enum(['variant', 'text']),
});

export const surveyQuestion = z.object({
  id: replyId,
  sual: z.string(),
  type: z.enum(['text', 'variant']),
  variants: z.array(surveyVariant).default([]),
});

export const recommendation = z.object({
  id: replyId,
  il: replyOptionalId,
  qurum_name: z.string(),
  nov_name: z.string(),
  /** empty in an English reply: untranslated (docs/contract.md §7) */
  movzu: z.string(),
  metn: z.string(),
  status_name: z.string(),
  /** az when an English row has no translation (the site's own mark, docs/languages.md) */
  language: contentLanguage,
});

/**
 * One recommendation with its history (the site's own reply, docs/api.md): every status it
 * has had with the day it entered it, oldest first. An upstream's tracker gives only the
 * current row, so over one the history is what the site has observed (docs/tracker.md).
 */
export const recommendationDetail = recommendation.extend({
  history: z
    .array(
      z.object({
        /** the change's id (the feed's and the alert's anchor); none for a first sighting */
        id: replyOptionalId,
        status_name: z.string(),
        since: dateString,
      }),
    )
    .default([]),
  /** true over an upstream: the dates are the days the site observed each status */
  history_observed: z.boolean().default(false),
  /** the audit record it came from, where the site's data knows it (its own database) */
  derc: z
    .object({
      id: replyId,
      title: z.string(),
      type_short_title: z.string(),
      /** the language of the title: az when an English page has only the Azerbaijani one */
      language: contentLanguage,
    })
    .nullable()
    .default(null),
});

/**
 * A recommendation's status change (the site's own, docs/api.md): the status it left
 * (null: a recommendation the tracker did not have before) and the one it entered, with
 * the day. Newest first in the reply.
 */
export const statusChange = z.object({
  id: replyId,
  tovsiyye_id: replyId,
  movzu: z.string(),
  qurum_name: z.string(),
  from_status_name: z.string().nullable(),
  status_name: z.string(),
  since: dateString,
});

/** One infographic of a year (the spec leaves this shape open; docs/api.md defines it). */
export const infographic = z.object({
  id: replyId,
  title: z.string(),
  photo: replyText,
  file: replyText,
});

/** What docs/contract.md §7 gives of a search hit: an upstream's reply carries only this. */
const specHit = z.object({ id: replyId, title: z.string() });

/** The groups of search results, of hits of one shape (records: another). */
const searchGroups = <H extends z.ZodType, R extends z.ZodType>(hit: H, record: R) => ({
  dercler: z.array(record).default([]),
  // The site's own eighth group, meqaleler (docs/contract.md §7): absent from an upstream's
  // reply, empty.
  ...perKindGroup(() => z.array(hit).default([])),
});

/**
 * Keyword search results as docs/contract.md §7 gives them (id and title, and the record's
 * type_short_title for its address): the remote reader keeps only these, so
 * a page never shows what an upstream was not asked for.
 */
export const specSearchResults = z.object(
  searchGroups(specHit, specHit.extend({ type_short_title: z.string() })),
);

/**
 * A search hit: docs/contract.md §7 gives id and title. The site's own source adds the
 * item's date, a plain-text excerpt, how it matched and, for records, the type's title
 * (docs/search.md); an upstream's hits carry only what §7 lists (the remote
 * reader drops the rest).
 */
const hit = specHit.extend({
  date: dateString.optional(),
  excerpt: z.string().optional(),
  /**
   * How the hit matched, best first (docs/search.md, "Ranking"): 1 every word
   * whole in the title, 2 starting title words, 3 inside a longer title word,
   * 4 in the title or text. A group's hits come in this order.
   */
  tier: z.number().int().min(1).max(4).optional(),
});

/**
 * How many hits a search group has: `count` of them, and more when `capped`
 * (the site's own source counts at most 1,000 a group; over an upstream, the
 * hits it returned).
 */
const groupTotal = z.object({ count: z.number().int().min(0), capped: z.boolean() });

/** Keyword search results, grouped by kind. */
export const searchResults = z.object({
  ...searchGroups(
    hit,
    hit.extend({ type_short_title: z.string(), type_title: z.string().optional() }),
  ),
  /** The site's own addition (docs/search.md): the closest search that finds something, when one may help. */
  suggestion: z.string().optional(),
  /**
   * The site's own addition (docs/search.md, "Some of the words"): no item holds every
   * word, and these hold some of them ("Results for some of your words").
   */
  partial: z.boolean().optional(),
  /** The site's own addition (docs/search.md): how many hits each group has, every group. */
  totals: z.record(z.enum(SEARCH_GROUPS), groupTotal).optional(),
  /**
   * The site's own addition (docs/search.md#words-folding-and-stems-libcoresearch, "A name is
   * matched whole"): the query's words, folded, that the search matched as themselves and not
   * by their stem, so that a page marks what was matched (`Azərsu`, not the `azər` of every
   * "Azərbaycan").
   */
  names: z.array(z.string()).optional(),
});

export type Publication = z.infer<typeof publication>;
export type Derc = z.infer<typeof derc>;
export type SearchResults = z.infer<typeof searchResults>;
export type GroupTotal = z.infer<typeof groupTotal>;
