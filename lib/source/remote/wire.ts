import type { CallName } from '@/lib/contract/calls';
import { REQUEST_FIELDS } from '@/lib/contract/form-constants';

/** Where a call's fields travel upstream (SPEC §7): JSON body, query string, multipart, or nothing. */
export type Place = 'body' | 'query' | 'multipart' | 'none';

const PUBLICATION = ['language', 'limit', 'column', 'order', 'from', 'id'] as const;
const NONE = { place: 'none', fields: [] } as const;

/**
 * What each call sends upstream: only the fields its SPEC §7 row lists, in
 * the place the row says. Everything else the site's request holds (its own
 * additions: `language` on calls §7 gives none, `exclude_type`, ...) stays on
 * the site. Path parameters ({year}) are filled before this applies.
 */
export const WIRE: Record<CallName, { place: Place; fields: readonly string[] }> = {
  navbar: NONE,
  navlink: NONE,
  dercler: {
    place: 'body',
    fields: [
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
    ],
  },
  xeberler: { place: 'body', fields: PUBLICATION },
  cixislar: { place: 'body', fields: PUBLICATION },
  musahibeler: { place: 'body', fields: PUBLICATION },
  meqaleler: { place: 'body', fields: PUBLICATION },
  jurnallar: { place: 'body', fields: PUBLICATION },
  elanlar: { place: 'body', fields: [...PUBLICATION, 'section', 'subsection'] },
  layiheler: { place: 'body', fields: [...PUBLICATION, 'category'] },
  layiheCategories: NONE,
  types: NONE,
  reyNov: NONE,
  reyMerhele: NONE,
  auditNov: NONE,
  auditSahe: NONE,
  cografiya: NONE,
  fealiyyetNov: NONE,
  budceXulasesi: { place: 'body', fields: ['limit', 'language', 'type'] },
  page: { place: 'body', fields: ['short_title', 'language'] },
  qanunlar: { place: 'body', fields: ['column', 'order'] },
  fermanVeSerencamlar: NONE,
  nkQerarlari: NONE,
  metodikiSenedler: NONE,
  milliMeclisQerarlari: NONE,
  huquqiAktlar: NONE,
  videolar: { place: 'body', fields: ['parent', 'from', 'limit', 'column', 'order'] },
  muracietAdd: { place: 'multipart', fields: [...REQUEST_FIELDS, 'verified_token'] },
  sosialDurumlar: NONE,
  muracietNovleri: NONE,
  qurumlar: NONE,
  neticeler: { place: 'query', fields: ['language', 'query'] },
  infoqrafikYears: NONE,
  infoqrafikler: { place: 'query', fields: ['language'] },
  tovsiyyePageCount: { place: 'query', fields: ['il', 'limit', 'qurum', 'nov', 'status'] },
  tovsiyyeler: { place: 'query', fields: ['page', 'il', 'limit', 'qurum', 'nov', 'status'] },
  tovsiyyeIller: NONE,
  tovsiyyeQurumlar: NONE,
  tovsiyyeNovler: NONE,
  tovsiyyeStatuslar: NONE,
  sorguQuestions: NONE,
  sorguAnswer: { place: 'body', fields: ['answers', 'verified_token'] },
};

/** The fields of a request that go upstream: the row's, without empty values. */
export function wireFields(
  name: CallName,
  request: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of WIRE[name].fields) {
    const value = request[key];
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out;
}
