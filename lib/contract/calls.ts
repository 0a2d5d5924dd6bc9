import { z } from 'zod';
import * as e from './entities';
import * as r from './requests';

export type Method = 'GET' | 'POST';

/** One call of the SPEC §7 API: where it lives, what it takes, and the data fields it answers. */
export interface CallDef<Req extends z.ZodType = z.ZodType, Rep extends z.ZodObject = z.ZodObject> {
  method: Method;
  /** the path; {name} marks a path parameter */
  path: string;
  request: Req;
  reply: Rep;
}

const def = <Req extends z.ZodType, Rep extends z.ZodRawShape>(
  method: Method,
  path: string,
  request: Req,
  reply: Rep,
) => ({ method, path, request, reply: z.object(reply) });

const list = <T extends z.ZodType>(item: T) => z.array(item);
const legal = (path: string) =>
  def('POST', `/api/${path}/get`, r.legalRequest, { qanunlar: list(e.legalDoc) });

/** Every call of SPEC §7: the single source of truth for the API, the remote client and the types. */
export const calls = {
  navbar: def('POST', '/api/menu/navbar', r.empty, { navbar: list(e.navbarItem) }),
  navlink: def('POST', '/api/menu/navlink', r.empty, { nav_link: list(e.navLink) }),
  dercler: def('POST', '/api/dercler/get', r.dercRequest, { dercler: list(e.derc) }),
  xeberler: def('POST', '/api/xeberler/get', r.publicationRequest, {
    xeberler: list(e.publication),
  }),
  cixislar: def('POST', '/api/cixislar/get', r.publicationRequest, {
    cixislar: list(e.publication),
  }),
  musahibeler: def('POST', '/api/musahibeler/get', r.publicationRequest, {
    musahibeler: list(e.publication),
  }),
  meqaleler: def('POST', '/api/meqaleler/get', r.publicationRequest, {
    meqaleler: list(e.publication),
  }),
  jurnallar: def('POST', '/api/jurnallar/get', r.publicationRequest, {
    jurnallar: list(e.publication),
  }),
  elanlar: def('POST', '/api/elanlar/get', r.elanRequest, { elanlar: list(e.elan) }),
  layiheler: def('POST', '/api/layiheler/get', r.layiheRequest, { layiheler: list(e.layihe) }),
  layiheCategories: def('GET', '/api/layiheler/categories', r.empty, {
    categories: list(e.layiheCategory),
  }),
  types: def('POST', '/api/types/get-all', r.empty, { types: list(e.recordType) }),
  reyNov: def('POST', '/api/rey-nov/get-all', r.empty, { rey_novleri: list(e.titledOption) }),
  reyMerhele: def('POST', '/api/rey-merhele/get-all', r.empty, {
    rey_merheleleri: list(e.titledOption),
  }),
  auditNov: def('POST', '/api/audit-nov/get-all', r.empty, {
    audit_novleri: list(e.titledOption),
  }),
  auditSahe: def('POST', '/api/audit-sahe/get-all', r.empty, {
    audit_saheleri: list(e.titledOption),
  }),
  cografiya: def('POST', '/api/cografiya/get-all', r.empty, {
    cografiyalar: list(e.titledOption),
  }),
  fealiyyetNov: def('POST', '/api/fealiyyet-nov/get-all', r.empty, {
    fealiyyet_novleri: list(e.titledOption),
  }),
  budceXulasesi: def('POST', '/api/budce-xulasesi/get', r.budceRequest, {
    budce_xulasesi: list(e.summary),
  }),
  page: def('POST', '/api/page/get', r.pageRequest, { content: list(e.pageContent) }),
  qanunlar: legal('qanunlar'),
  fermanVeSerencamlar: legal('ferman-ve-serencamlar'),
  nkQerarlari: legal('nk-nin-qerarlari-ve-serencamlari'),
  metodikiSenedler: legal('metodiki-senedler'),
  milliMeclisQerarlari: legal('milli-meclisin-qerarlari'),
  huquqiAktlar: legal('huquqi-aktlar'),
  videolar: def('POST', '/api/videolar/get', r.videoRequest, { videolar: list(e.video) }),
  muracietAdd: def('POST', '/api/sorgu-ve-muracietler/add', r.citizenRequest, {
    message: z.string().optional(),
    /** site extension: the number the request was registered under */
    reference: z.string().optional(),
  }),
  sosialDurumlar: def('GET', '/api/sorgu-ve-muracietler/sosial-durumlar', r.languageOnly, {
    sosial_durumlar: list(e.option),
  }),
  muracietNovleri: def('GET', '/api/sorgu-ve-muracietler/muraciet-novleri', r.languageOnly, {
    muraciet_novleri: list(e.option),
  }),
  qurumlar: def('GET', '/api/sorgu-ve-muracietler/qurumlar', r.languageOnly, {
    qurumlar: list(e.option),
  }),
  neticeler: def('POST', '/api/neticeler', r.searchRequest, { neticeler: e.searchResults }),
  infoqrafikYears: def('GET', '/api/infoqrafikler/years', r.empty, {
    years: list(z.coerce.number().int()),
  }),
  infoqrafikler: def('GET', '/api/infoqrafikler/{year}', r.infographicRequest, {
    content: list(e.infographic),
  }),
  tovsiyyePageCount: def('GET', '/api/tovsiyyeler/page-count', r.recommendationCountRequest, {
    page_count: z.coerce.number().int().min(0),
    max_date: z.string().nullable(),
  }),
  tovsiyyeler: def('GET', '/api/tovsiyyeler', r.recommendationPageRequest, {
    tovsiyyeler: list(e.recommendation),
  }),
  tovsiyyeIller: def('GET', '/api/tovsiyyeler/iller', r.empty, {
    iller: list(z.coerce.number().int()),
  }),
  tovsiyyeQurumlar: def('GET', '/api/tovsiyyeler/qurumlar', r.languageOnly, {
    qurumlar: list(e.option),
  }),
  tovsiyyeNovler: def('GET', '/api/tovsiyyeler/novler', r.languageOnly, {
    novler: list(e.option),
  }),
  tovsiyyeStatuslar: def('GET', '/api/tovsiyyeler/statuslar', r.languageOnly, {
    statuslar: list(e.option),
  }),
  sorguQuestions: def('GET', '/api/sorgu', r.languageOnly, { questions: list(e.surveyQuestion) }),
  sorguAnswer: def('POST', '/api/sorgu', r.surveyAnswerRequest, { message: z.string().optional() }),
};

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What a caller may pass (before defaults). */
export type CallInput<K extends CallName> = z.input<Calls[K]['request']>;
/** The request after validation and defaults. */
export type CallRequest<K extends CallName> = z.output<Calls[K]['request']>;
/** The data fields of a successful reply. */
export type CallReply<K extends CallName> = z.output<Calls[K]['reply']>;

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
