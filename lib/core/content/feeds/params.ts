import { z } from 'zod';
import { LEGAL_CALLS } from '@/lib/core/contract/calls';
import { downloadTable } from '@/lib/core/format/download';
import { keysOf } from '@/lib/core/contract/keys';
import { FIGURES_PATH, ROUTES, SUMMARY_PATH, TRANSLATIONS_PATH } from '@/lib/core/site/routes';
import { LIST_DATA_FORMATS, LIST_SEGMENTS } from './paths';

/**
 * The addresses of the feeds (/{list}/feed.atom) and of the lists' downloads
 * (/{list}/data.{format}), which next.config.mjs rewrites to app/feeds and app/list-data: one
 * definition for those routes, which answer 404 to anything else, and the OpenAPI description.
 */

/** The tracker's path segment (qerarlarin-izlenilmesi): its feed holds status changes. */
export const TRACKER_SEGMENT = ROUTES.qerarlarinIzlenilmesi.slice(1);

/** The page feedback's summary's path segment (sehife-reyleri): its download holds the summary. */
export const FEEDBACK_SEGMENT = SUMMARY_PATH.slice(1);

/** "Requests in figures"'s path segment (muracietler-reqemlerle): its download holds the figures. */
export const FIGURES_SEGMENT = FIGURES_PATH.slice(1);

/** The translation report's path segment (tercumeler): its download holds the report's rows. */
export const TRANSLATIONS_SEGMENT = TRANSLATIONS_PATH.slice(1);

/** A feed's list: a publication list, the archive filter or the tracker. */
export const feedList = z
  .enum([...LIST_SEGMENTS, 'filter', TRACKER_SEGMENT])
  .describe('The page whose feed: a publication list, the archive filter, or the tracker');

/** One recommendation's feed: its id (/qerarlarin-izlenilmesi/{id}/feed.atom). */
export const recommendationFeedId = z
  .string()
  .regex(/^\d{1,9}$/)
  .describe('The recommendation’s id');

/** A download's list: a publication list, the archive filter, a legal documents' list, the page feedback's summary, the requests in figures. */
export const dataList = z
  .enum([
    ...LIST_SEGMENTS,
    'filter',
    ...keysOf(LEGAL_CALLS),
    FEEDBACK_SEGMENT,
    FIGURES_SEGMENT,
    TRANSLATIONS_SEGMENT,
  ])
  .describe(
    'The page whose list: a publication list, the archive filter, a legal documents’ list, ' +
      'the page feedback’s summary, the requests in figures, or the translation report',
  );

/** A download's format. */
export const dataFormat = z.enum(LIST_DATA_FORMATS).describe('csv (for spreadsheets) or json');

/** A list's JSON download: `{language, list, truncated, columns, rows}`. */
export const listDataReply = downloadTable.extend({
  list: z.string().describe('The list’s path segment'),
});
export type ListDataReply = z.input<typeof listDataReply>;
