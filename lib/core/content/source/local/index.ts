import {
  LEGAL_CALLS,
  parseReply,
  type CallImplementations,
  type CallName,
  type CallReply,
} from '@/lib/core/contract/calls';
import { DatabaseLockedError } from '@/lib/platform/db/pglite-lock';
import {
  auditNov,
  auditSahe,
  cografiya,
  fealiyyetNov,
  muracietNovleri,
  qurumlar,
  reyMerhele,
  reyNov,
  sosialDurumlar,
  tovsiyyeNovler,
  tovsiyyeQurumlar,
  tovsiyyeStatuslar,
} from '@/lib/core/db/schema';
import { RequestError, SourceError } from '../errors';
import type { ContentSource } from '../types';
import { parseRequest } from '../validate';
import {
  selectInfographicYears,
  selectInfographics,
  selectLegal,
  selectSummaries,
  selectVideos,
} from './documents';
import { plainPublicationHandlers } from './plain-publications';
import { selectElanlar, selectLayiheCategories, selectLayiheler } from './publications';
import { countDercler, selectDercler, selectTitled, selectTypes } from './records';
import {
  selectOptions,
  selectRecommendationPageCount,
  selectRecommendationYears,
  selectRecommendation,
  selectRecommendationChanges,
  selectRecommendations,
  selectRecordRecommendations,
} from './recommendations';
import { search } from './search';
import { selectNavbar, selectNavlinks, selectPage } from './site';
import { insertRequest } from './requests';
import { insertSurveyAnswers, selectSurvey } from './survey';
import { logError } from '@/lib/platform/observability/log';

const legal = (list: keyof typeof LEGAL_CALLS) => (req: Parameters<typeof selectLegal>[1]) =>
  selectLegal(list, req).then((qanunlar) => ({ qanunlar }));

const handlers: CallImplementations = {
  navbar: async () => ({ navbar: await selectNavbar() }),
  navlink: async () => ({ nav_link: await selectNavlinks() }),
  dercler: async (req) => {
    const [dercler, total] = await Promise.all([selectDercler(req), countDercler(req)]);
    return total === null ? { dercler } : { dercler, total };
  },
  ...plainPublicationHandlers,
  elanlar: async (req) => ({ elanlar: await selectElanlar(req) }),
  layiheler: async (req) => ({ layiheler: await selectLayiheler(req) }),
  layiheCategories: async () => ({ categories: await selectLayiheCategories() }),
  types: async () => ({ types: await selectTypes() }),
  reyNov: async () => ({ rey_novleri: await selectTitled(reyNov) }),
  reyMerhele: async () => ({ rey_merheleleri: await selectTitled(reyMerhele) }),
  auditNov: async () => ({ audit_novleri: await selectTitled(auditNov) }),
  auditSahe: async () => ({ audit_saheleri: await selectTitled(auditSahe) }),
  cografiya: async () => ({ cografiyalar: await selectTitled(cografiya) }),
  fealiyyetNov: async () => ({ fealiyyet_novleri: await selectTitled(fealiyyetNov) }),
  budceXulasesi: async (req) => ({ budce_xulasesi: await selectSummaries(req) }),
  page: async (req) => ({ content: await selectPage(req) }),
  qanunlar: legal('qanunlar'),
  fermanVeSerencamlar: legal('ferman-ve-serencamlar'),
  nkQerarlari: legal('nk-nin-qerarlari-ve-serencamlari'),
  metodikiSenedler: legal('metodiki-senedler'),
  milliMeclisQerarlari: legal('milli-meclisin-qerarlari'),
  huquqiAktlar: legal('huquqi-aktlar'),
  videolar: async (req) => ({ videolar: await selectVideos(req) }),
  muracietAdd: insertRequest,
  sosialDurumlar: async (req) => ({
    sosial_durumlar: await selectOptions(sosialDurumlar, req.language),
  }),
  muracietNovleri: async (req) => ({
    muraciet_novleri: await selectOptions(muracietNovleri, req.language),
  }),
  qurumlar: async (req) => ({ qurumlar: await selectOptions(qurumlar, req.language) }),
  neticeler: async (req) => ({ neticeler: await search(req) }),
  infoqrafikYears: async () => ({ years: await selectInfographicYears() }),
  infoqrafikler: async (req) => ({ content: await selectInfographics(req) }),
  tovsiyyePageCount: selectRecommendationPageCount,
  tovsiyyeler: async (req) => ({ tovsiyyeler: await selectRecommendations(req) }),
  tovsiyye: async (req) => ({ tovsiyye: await selectRecommendation(req) }),
  dercTovsiyyeleri: async (req) => ({ tovsiyyeler: await selectRecordRecommendations(req) }),
  tovsiyyeDeyisiklikleri: async (req) => ({
    deyisiklikler: await selectRecommendationChanges(req),
  }),
  tovsiyyeIller: async () => ({ iller: await selectRecommendationYears() }),
  tovsiyyeQurumlar: async (req) => ({
    qurumlar: await selectOptions(tovsiyyeQurumlar, req.language),
  }),
  tovsiyyeNovler: async (req) => ({ novler: await selectOptions(tovsiyyeNovler, req.language) }),
  tovsiyyeStatuslar: async (req) => ({
    statuslar: await selectOptions(tovsiyyeStatuslar, req.language),
  }),
  sorguQuestions: async (req) => ({ questions: await selectSurvey(req) }),
  sorguAnswer: insertSurveyAnswers,
};

/** A content source over the site's own database (embedded PGlite or a PostgreSQL server). */
export function createLocalSource(): ContentSource {
  return {
    kind: 'local',
    async call<K extends CallName>(name: K, input: unknown): Promise<CallReply<K>> {
      const request = parseRequest(name, input);
      let reply: unknown;
      try {
        reply = await handlers[name](request);
      } catch (e) {
        if (e instanceof RequestError || e instanceof SourceError) throw e;
        if (e instanceof DatabaseLockedError)
          throw new SourceError('unavailable', undefined, { cause: e });
        logError(`[source:local] ${name} failed`, e);
        throw new SourceError('unavailable', undefined, { cause: e });
      }
      // The reply is checked against the contract, so both sources answer the same shapes.
      return parseReply(name, reply);
    },
  };
}
