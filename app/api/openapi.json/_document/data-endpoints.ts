import { z } from 'zod';
import { FEED_ENTRIES } from '@/lib/core/content/feeds/atom';
import {
  dataFormat,
  dataList,
  feedList,
  listDataReply,
  recommendationFeedId,
  TRACKER_SEGMENT,
} from '@/lib/core/content/feeds/params';
import { filterQueryFields } from '@/lib/core/filter/query';
import { CATALOGUE_FILE } from '@/app/open-data/_catalogue/paths';
import { ROUTES } from '@/lib/core/site/routes';
import { listFilterFields } from '@/lib/core/publications/list-query';
import { exportJsonReply, exportRequest, MAX_EXPORT_ROWS } from '@/lib/core/tracker/export';
import { trackerQueryFields } from '@/lib/core/tracker/query';
import { json, refused, text, type OwnEndpoint, type OwnResponse } from './own-operation';

/**
 * The site's open data (docs/open-data.md): the tracker's downloads, each list's download and
 * Atom feed. A download's CSV (RFC 4180, UTF-8 with a byte order mark, a header row of the
 * columns' titles) and its JSON hold the same columns and rows.
 */

const CSV = 'text/csv; charset=utf-8';
const ATOM = 'application/atom+xml';

const DOWNLOAD_HEADERS = {
  'Content-Disposition': 'attachment, with the file’s name',
  'X-Truncated': 'true when more rows exist than the download holds',
};

const SOURCE_FAILURES: Record<string, OwnResponse> = {
  '502': refused('The content source failed'),
  '504': refused('The content source did not answer in time'),
};

/** A list's filters, as its page's address has them (the feed's and the download's too). */
const listQuery = listFilterFields;
const filterQuery = filterQueryFields.omit({ limit: true });
const trackerQuery = trackerQueryFields.omit({ page: true });

/** An address of the site in Azerbaijani and under /en in English: one operation each. */
function bothLanguages(e: OwnEndpoint): OwnEndpoint[] {
  return [
    { ...e, summary: `${e.summary} (Azerbaijani)` },
    {
      ...e,
      operationId: `${e.operationId}En`,
      path: `/en${e.path}`,
      summary: `${e.summary} (English)`,
    },
  ];
}

type Address = Omit<OwnEndpoint, 'method' | 'tag' | 'responses'> & {
  /** what a 404 means, when the address can name something that does not exist */
  notFound?: string;
};

const notFound = (what: string | undefined): Record<string, OwnResponse> =>
  what ? { '404': text(what) } : {};

const feed = ({ notFound: missing, ...e }: Address) =>
  bothLanguages({
    ...e,
    method: 'GET',
    tag: 'open data',
    responses: {
      '200': text(`The newest entries (at most ${FEED_ENTRIES}), each linking to its page`, ATOM),
      ...notFound(missing),
    },
  });

const download = ({ notFound: missing, ...e }: Address) =>
  bothLanguages({
    ...e,
    method: 'GET',
    tag: 'open data',
    description:
      'Every item the page’s filters select, in the page’s order, at most 5,000; the columns’ ' +
      'titles in the language.',
    responses: {
      '200': {
        description: 'The download: CSV or JSON, as the address says',
        headers: DOWNLOAD_HEADERS,
        content: { [CSV]: z.string(), ...json(listDataReply) },
      },
      ...notFound(missing),
      ...SOURCE_FAILURES,
    },
  });

export const DATA_ENDPOINTS: OwnEndpoint[] = [
  {
    operationId: 'trackerExport',
    method: 'GET',
    path: '/api/tovsiyyeler/export',
    tag: 'open data',
    summary: 'The recommendations the tracker’s filters select, or their status changes',
    description:
      `At most ${MAX_EXPORT_ROWS.toLocaleString('en')} rows; the columns’ titles in the ` +
      'request’s language. file=history: one ' +
      'row per status change, newest first (status: the status entered).',
    query: exportRequest,
    responses: {
      '200': {
        description: 'The download: CSV or JSON, as format says',
        headers: DOWNLOAD_HEADERS,
        content: { [CSV]: z.string(), ...json(exportJsonReply) },
      },
      '400': refused('A field was refused (the message says which)'),
      '500': refused('The download failed'),
      ...SOURCE_FAILURES,
    },
  },
  ...download({
    operationId: 'listData',
    path: '/{list}/data.{format}',
    summary: 'A list’s items as data',
    params: z.object({
      list: dataList.exclude(['filter']).describe(dataList.description ?? ''),
      format: dataFormat,
    }),
    query: listQuery,
    notFound: 'No such list or format',
  }),
  ...download({
    operationId: 'filterData',
    path: '/filter/data.{format}',
    summary: 'The records an archive filter view selects, as data',
    params: z.object({ format: dataFormat }),
    query: filterQuery,
    notFound: 'No such format',
  }),
  ...feed({
    operationId: 'listFeed',
    path: '/{list}/feed.atom',
    summary: 'A publication list’s newest items as an Atom feed',
    params: z.object({
      list: feedList.exclude(['filter', TRACKER_SEGMENT]).describe('A publication list'),
    }),
    query: listQuery,
    notFound: 'No such list',
  }),
  ...feed({
    operationId: 'filterFeed',
    path: '/filter/feed.atom',
    summary: 'The newest records of an archive filter view as an Atom feed',
    query: filterQuery,
  }),
  ...feed({
    operationId: 'trackerFeed',
    path: `/${TRACKER_SEGMENT}/feed.atom`,
    summary: 'The recommendations’ newest status changes, for the tracker’s filters',
    query: trackerQuery,
  }),
  ...bothLanguages({
    operationId: 'datasetCatalogue',
    method: 'GET',
    path: `${ROUTES.aciqMelumatlar}/${CATALOGUE_FILE}`,
    tag: 'open data',
    summary: 'The dataset catalogue as DCAT-AP 3 JSON-LD',
    description:
      'Every dataset of the catalogue page with its downloads, licence, update frequency and ' +
      'last change, as a dcat:Catalog that conforms to DCAT-AP 3.0.1’s SHACL shapes; the API ' +
      'as its dcat:DataService.',
    responses: {
      '200': { description: 'The catalogue', content: { 'application/ld+json': z.object({}) } },
    },
  }),
  ...feed({
    operationId: 'recommendationFeed',
    path: `/${TRACKER_SEGMENT}/{id}/feed.atom`,
    summary: 'One recommendation’s status changes as an Atom feed',
    params: z.object({ id: recommendationFeedId }),
    notFound: 'No such recommendation',
  }),
];
