import { z } from 'zod';
import * as e from './entities';
import { REQUEST_FIELDS } from './form-constants';
import { byKey, fromKeys } from './keys';
import { PLAIN_PUBLICATION_CALLS, type PlainPublicationCall } from './kind-table';
import * as r from './requests';

export type Method = 'GET' | 'POST';

/** Where a call's fields travel upstream: JSON body, query string, multipart, or nothing. */
type Place = 'body' | 'query' | 'multipart' | 'none';

/**
 * What a call sends upstream: only the fields its §7 row lists, in the place
 * the row says. Everything else the site's request holds (its own additions:
 * `language` on calls §7 gives none, `exclude_type`, ...) stays on the site.
 * Path parameters ({year}) are filled before this applies.
 */
export interface Wire {
  place: Place;
  fields: readonly string[];
}

/** The plain publication calls, made from the content kinds' table (lib/core/contract/kind-table.ts). */
export { PLAIN_PUBLICATION_CALLS, type PlainPublicationCall };

/**
 * The kinds of content an operator can invalidate one by one
 * (`revalidateTag`, POST /api/cache/revalidate): one per kind of content,
 * so that an editor's change to, say, the menu refreshes only the menu.
 */
export const CACHE_TAGS = [
  'menu',
  'pages',
  'dercler',
  'lookups',
  ...PLAIN_PUBLICATION_CALLS,
  'elanlar',
  'layiheler',
  'budce-xulasesi',
  'qanunlar',
  'videolar',
  'search',
  'infoqrafikler',
  'tovsiyyeler',
  'forms',
] as const;
type CacheTag = (typeof CACHE_TAGS)[number];

/** How long a cached read is served before it is refreshed in the background (seconds). */
const DEFAULT_REVALIDATE_SECONDS = 300;

/**
 * One call of the §7 API, everything about it in one place: where it lives,
 * what it takes, the data fields it answers, what of the request goes
 * upstream, and how its replies are cached (`cache: false` for submissions,
 * which are never cached).
 */
export interface CallDef<Req extends z.ZodType = z.ZodType, Rep extends z.ZodObject = z.ZodObject> {
  method: Method;
  /** the path; {name} marks a path parameter */
  path: string;
  request: Req;
  reply: Rep;
  wire: Wire;
  cache: { tag: CacheTag; revalidate: number } | false;
}

interface DefOptions {
  /** what goes upstream; nothing when omitted */
  wire?: Wire;
  /** the cache tag, or false for a call that is never cached */
  cache: CacheTag | false;
}

const def = <Req extends z.ZodType, Rep extends z.ZodRawShape>(
  method: Method,
  path: string,
  request: Req,
  reply: Rep,
  { wire = NONE, cache }: DefOptions,
) => ({
  method,
  path,
  request,
  reply: z.object(reply),
  wire,
  cache: cache === false ? cache : { tag: cache, revalidate: DEFAULT_REVALIDATE_SECONDS },
});

const NONE: Wire = { place: 'none', fields: [] };
const body = (...fields: readonly string[]): Wire => ({ place: 'body', fields });
const query = (...fields: readonly string[]): Wire => ({ place: 'query', fields });
const PUBLICATION = ['language', 'limit', 'column', 'order', 'from', 'id'] as const;

const list = <T extends z.ZodType>(item: T) => z.array(item);
const legal = (path: string, wire: Wire = NONE) =>
  def(
    'POST',
    `/api/${path}/get`,
    r.legalRequest,
    { qanunlar: list(e.legalDoc) },
    {
      wire,
      cache: 'qanunlar',
    },
  );

/** The definition of a plain publication call: its reply's one field is named after it. */
type PlainPublicationDef<N extends PlainPublicationCall> = CallDef<
  typeof r.publicationRequest,
  z.ZodObject<Record<N, z.ZodArray<typeof e.publication>>>
>;

/** A plain publication call's definition, made from its name. */
const plainPublication = <N extends PlainPublicationCall>(name: N): PlainPublicationDef<N> =>
  def(
    'POST',
    `/api/${name}/get`,
    r.publicationRequest,
    fromKeys([name], () => list(e.publication)),
    { wire: body(...PUBLICATION), cache: name },
  );

/**
 * The plain publication calls' definitions, one for each of `names`, each typed by its name
 * (generic in the names, so that TypeScript relates the entry of a name to its definition).
 */
const plainPublicationDefs = <K extends PlainPublicationCall>(names: readonly K[]) =>
  byKey<K, { [N in K]: PlainPublicationDef<N> }>(names, plainPublication);

/** Every call of the §7 API (docs/contract.md): the single definition the API routes, both sources and the cache read. */
export const calls = {
  navbar: def(
    'POST',
    '/api/menu/navbar',
    r.empty,
    { navbar: list(e.navbarItem) },
    { cache: 'menu' },
  ),
  navlink: def(
    'POST',
    '/api/menu/navlink',
    r.empty,
    { nav_link: list(e.navLink) },
    { cache: 'menu' },
  ),
  dercler: def(
    'POST',
    '/api/dercler/get',
    r.dercRequest,
    // `total`: how many records the filter matches, when the source tells (docs/api.md).
    { dercler: list(e.derc), total: z.number().int().nonnegative().optional() },
    {
      wire: body(
        ...PUBLICATION,
        'type_short_title',
        'type',
        'search',
        'audit_nov',
        'audit_sahe',
        'cografiya',
        'rey_nov',
        'rey_merhele',
        'fealiyyet_nov',
        'il',
      ),
      cache: 'dercler',
    },
  ),
  ...plainPublicationDefs(PLAIN_PUBLICATION_CALLS),
  elanlar: def(
    'POST',
    '/api/elanlar/get',
    r.elanRequest,
    { elanlar: list(e.elan) },
    {
      wire: body(...PUBLICATION, 'section', 'subsection'),
      cache: 'elanlar',
    },
  ),
  layiheler: def(
    'POST',
    '/api/layiheler/get',
    r.layiheRequest,
    { layiheler: list(e.layihe) },
    {
      wire: body(...PUBLICATION, 'category'),
      cache: 'layiheler',
    },
  ),
  layiheCategories: def(
    'GET',
    '/api/layiheler/categories',
    r.empty,
    {
      categories: list(e.layiheCategory),
    },
    { cache: 'layiheler' },
  ),
  types: def(
    'POST',
    '/api/types/get-all',
    r.empty,
    { types: list(e.recordType) },
    { cache: 'lookups' },
  ),
  reyNov: def(
    'POST',
    '/api/rey-nov/get-all',
    r.empty,
    { rey_novleri: list(e.titledOption) },
    {
      cache: 'lookups',
    },
  ),
  reyMerhele: def(
    'POST',
    '/api/rey-merhele/get-all',
    r.empty,
    {
      rey_merheleleri: list(e.titledOption),
    },
    { cache: 'lookups' },
  ),
  auditNov: def(
    'POST',
    '/api/audit-nov/get-all',
    r.empty,
    {
      audit_novleri: list(e.titledOption),
    },
    { cache: 'lookups' },
  ),
  auditSahe: def(
    'POST',
    '/api/audit-sahe/get-all',
    r.empty,
    {
      audit_saheleri: list(e.titledOption),
    },
    { cache: 'lookups' },
  ),
  cografiya: def(
    'POST',
    '/api/cografiya/get-all',
    r.empty,
    {
      cografiyalar: list(e.titledOption),
    },
    { cache: 'lookups' },
  ),
  fealiyyetNov: def(
    'POST',
    '/api/fealiyyet-nov/get-all',
    r.empty,
    {
      fealiyyet_novleri: list(e.titledOption),
    },
    { cache: 'lookups' },
  ),
  budceXulasesi: def(
    'POST',
    '/api/budce-xulasesi/get',
    r.budceRequest,
    {
      budce_xulasesi: list(e.summary),
    },
    { wire: body('limit', 'language', 'type'), cache: 'budce-xulasesi' },
  ),
  page: def(
    'POST',
    '/api/page/get',
    r.pageRequest,
    { content: list(e.pageContent) },
    {
      wire: body('short_title', 'language'),
      cache: 'pages',
    },
  ),
  qanunlar: legal('qanunlar', body('column', 'order')),
  fermanVeSerencamlar: legal('ferman-ve-serencamlar'),
  nkQerarlari: legal('nk-nin-qerarlari-ve-serencamlari'),
  metodikiSenedler: legal('metodiki-senedler'),
  milliMeclisQerarlari: legal('milli-meclisin-qerarlari'),
  huquqiAktlar: legal('huquqi-aktlar'),
  videolar: def(
    'POST',
    '/api/videolar/get',
    r.videoRequest,
    { videolar: list(e.video) },
    {
      wire: body('parent', 'from', 'limit', 'column', 'order'),
      cache: 'videolar',
    },
  ),
  muracietAdd: def(
    'POST',
    '/api/sorgu-ve-muracietler/add',
    r.citizenRequest,
    {
      message: z.string().optional(),
      /** site extension: the number the request was registered under */
      reference: z.string().optional(),
    },
    { wire: { place: 'multipart', fields: [...REQUEST_FIELDS, 'verified_token'] }, cache: false },
  ),
  sosialDurumlar: def(
    'GET',
    '/api/sorgu-ve-muracietler/sosial-durumlar',
    r.languageOnly,
    {
      sosial_durumlar: list(e.option),
    },
    { cache: 'forms' },
  ),
  muracietNovleri: def(
    'GET',
    '/api/sorgu-ve-muracietler/muraciet-novleri',
    r.languageOnly,
    {
      muraciet_novleri: list(e.option),
    },
    { cache: 'forms' },
  ),
  qurumlar: def(
    'GET',
    '/api/sorgu-ve-muracietler/qurumlar',
    r.languageOnly,
    {
      qurumlar: list(e.option),
    },
    { cache: 'forms' },
  ),
  neticeler: def(
    'POST',
    '/api/neticeler',
    r.searchRequest,
    { neticeler: e.searchResults },
    {
      wire: query('language', 'query'),
      cache: 'search',
    },
  ),
  infoqrafikYears: def(
    'GET',
    '/api/infoqrafikler/years',
    r.empty,
    {
      years: list(z.coerce.number().int()),
    },
    { cache: 'infoqrafikler' },
  ),
  infoqrafikler: def(
    'GET',
    '/api/infoqrafikler/{year}',
    r.infographicRequest,
    {
      content: list(e.infographic),
    },
    { wire: query('language'), cache: 'infoqrafikler' },
  ),
  tovsiyyePageCount: def(
    'GET',
    '/api/tovsiyyeler/page-count',
    r.recommendationCountRequest,
    {
      page_count: z.coerce.number().int().min(0),
      max_date: z.string().nullable(),
    },
    { wire: query('il', 'limit', 'qurum', 'nov', 'status'), cache: 'tovsiyyeler' },
  ),
  tovsiyyeler: def(
    'GET',
    '/api/tovsiyyeler',
    r.recommendationPageRequest,
    {
      tovsiyyeler: list(e.recommendation),
    },
    { wire: query('page', 'il', 'limit', 'qurum', 'nov', 'status'), cache: 'tovsiyyeler' },
  ),
  // The site's own (docs/api.md): one recommendation and its history, [] when there is none.
  tovsiyye: def(
    'GET',
    '/api/tovsiyyeler/{id}',
    r.recommendationRequest,
    { tovsiyye: list(e.recommendationDetail) },
    // Nothing goes upstream: over an upstream the row is found in the tracker's pages.
    { cache: 'tovsiyyeler' },
  ),
  // The site's own (docs/api.md): the recommendations that came from one record.
  dercTovsiyyeleri: def(
    'GET',
    '/api/dercler/{derc}/tovsiyyeler',
    r.recordRecommendationsRequest,
    { tovsiyyeler: list(e.recommendation) },
    // Nothing goes upstream: an upstream's tracker does not link its rows to records.
    { cache: 'tovsiyyeler' },
  ),
  // The site's own (docs/api.md): status changes, newest first.
  tovsiyyeDeyisiklikleri: def(
    'GET',
    '/api/tovsiyyeler/deyisiklikler',
    r.recommendationChangesRequest,
    { deyisiklikler: list(e.statusChange) },
    // Nothing goes upstream: over an upstream the changes are those the site observed.
    { cache: 'tovsiyyeler' },
  ),
  tovsiyyeIller: def(
    'GET',
    '/api/tovsiyyeler/iller',
    r.empty,
    {
      iller: list(z.coerce.number().int()),
    },
    { cache: 'tovsiyyeler' },
  ),
  tovsiyyeQurumlar: def(
    'GET',
    '/api/tovsiyyeler/qurumlar',
    r.languageOnly,
    {
      qurumlar: list(e.option),
    },
    { cache: 'tovsiyyeler' },
  ),
  tovsiyyeNovler: def(
    'GET',
    '/api/tovsiyyeler/novler',
    r.languageOnly,
    {
      novler: list(e.option),
    },
    { cache: 'tovsiyyeler' },
  ),
  tovsiyyeStatuslar: def(
    'GET',
    '/api/tovsiyyeler/statuslar',
    r.languageOnly,
    {
      statuslar: list(e.option),
    },
    { cache: 'tovsiyyeler' },
  ),
  sorguQuestions: def(
    'GET',
    '/api/sorgu',
    r.languageOnly,
    { questions: list(e.surveyQuestion) },
    {
      cache: 'forms',
    },
  ),
  sorguAnswer: def(
    'POST',
    '/api/sorgu',
    r.surveyAnswerRequest,
    { message: z.string().optional() },
    {
      wire: body('answers', 'verified_token'),
      cache: false,
    },
  ),
} satisfies Record<string, CallDef>;

type Calls = typeof calls;
export type CallName = keyof Calls;

/*
 * The types of every call, as maps indexed by its name: a function generic
 * in the name (`K extends CallName`) can then pass a request to, and take a
 * reply from, the entry of that name without a cast (TypeScript relates
 * `Map[K]` across a mapped type; it cannot relate a conditional type).
 */
type InputMap = { [K in CallName]: z.input<Calls[K]['request']> };
type RequestMap = { [K in CallName]: z.output<Calls[K]['request']> };
type ReplyMap = { [K in CallName]: z.output<Calls[K]['reply']> };

/** What a caller may pass (before defaults). */
export type CallInput<K extends CallName> = InputMap[K];
/** The request after validation and defaults. */
export type CallRequest<K extends CallName> = RequestMap[K];
/** The data fields of a successful reply. */
export type CallReply<K extends CallName> = ReplyMap[K];

/** Each call's schemas seen through the maps above, so that they parse to its own types. */
const typed: {
  [K in CallName]: {
    request: z.ZodType<CallRequest<K>, CallInput<K>>;
    reply: z.ZodType<CallReply<K>>;
  };
} = calls;

/** Checks a caller's input against a call's request schema (defaults applied). */
export function safeParseRequest<K extends CallName>(name: K, input: unknown) {
  return typed[name].request.safeParse(input);
}

/** Checks a reply's data fields against a call's reply schema; throws when they differ. */
export function parseReply<K extends CallName>(name: K, data: unknown): CallReply<K> {
  return typed[name].reply.parse(data);
}

/** Checks a reply's data fields against a call's reply schema. */
export function safeParseReply<K extends CallName>(name: K, data: unknown) {
  return typed[name].reply.safeParse(data);
}

/** An implementation of some calls over already-validated requests. */
export type CallImplementations<K extends CallName = CallName> = {
  [N in K]: (request: CallRequest<N>) => Promise<CallReply<N>>;
};

/** The six legal-document calls, by their path segment. */
export const LEGAL_CALLS = {
  qanunlar: 'qanunlar',
  'ferman-ve-serencamlar': 'fermanVeSerencamlar',
  'nk-nin-qerarlari-ve-serencamlari': 'nkQerarlari',
  'metodiki-senedler': 'metodikiSenedler',
  'milli-meclisin-qerarlari': 'milliMeclisQerarlari',
  'huquqi-aktlar': 'huquqiAktlar',
} as const satisfies Record<string, CallName>;
export type LegalList = keyof typeof LEGAL_CALLS;
