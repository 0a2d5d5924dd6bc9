import 'server-only';
import { unstable_cache } from 'next/cache';
import type { CallInput, CallName, CallReply } from '@/lib/contract/calls';
import { env } from '@/lib/config/env';
import { getSource } from '@/lib/source';

/** How long a cached read is served before it is refreshed in the background (seconds). */
export const REVALIDATE_SECONDS = 300;

/**
 * The cache tag of each call's data: one tag per kind of content, so that an
 * editor's change to, say, the menu can be invalidated with revalidateTag('menu').
 */
export const CACHE_TAGS: Record<CallName, string> = {
  navbar: 'menu',
  navlink: 'menu',
  page: 'pages',
  dercler: 'dercler',
  types: 'lookups',
  reyNov: 'lookups',
  reyMerhele: 'lookups',
  auditNov: 'lookups',
  auditSahe: 'lookups',
  cografiya: 'lookups',
  fealiyyetNov: 'lookups',
  xeberler: 'xeberler',
  cixislar: 'cixislar',
  musahibeler: 'musahibeler',
  meqaleler: 'meqaleler',
  jurnallar: 'jurnallar',
  elanlar: 'elanlar',
  layiheler: 'layiheler',
  layiheCategories: 'layiheler',
  budceXulasesi: 'budce-xulasesi',
  qanunlar: 'qanunlar',
  fermanVeSerencamlar: 'qanunlar',
  nkQerarlari: 'qanunlar',
  metodikiSenedler: 'qanunlar',
  milliMeclisQerarlari: 'qanunlar',
  huquqiAktlar: 'qanunlar',
  videolar: 'videolar',
  neticeler: 'search',
  infoqrafikYears: 'infoqrafikler',
  infoqrafikler: 'infoqrafikler',
  tovsiyyePageCount: 'tovsiyyeler',
  tovsiyyeler: 'tovsiyyeler',
  tovsiyyeIller: 'tovsiyyeler',
  tovsiyyeQurumlar: 'tovsiyyeler',
  tovsiyyeNovler: 'tovsiyyeler',
  tovsiyyeStatuslar: 'tovsiyyeler',
  sosialDurumlar: 'forms',
  muracietNovleri: 'forms',
  qurumlar: 'forms',
  sorguQuestions: 'forms',
  muracietAdd: 'never-cached',
  sorguAnswer: 'never-cached',
};

/** The tag names an operator may invalidate (POST /api/cache/revalidate). */
export const KNOWN_TAGS = [...new Set([...Object.values(CACHE_TAGS), 'sitemap'])].filter(
  (t) => t !== 'never-cached',
);

/** Which source answers, so two deployments sharing a cache directory never mix data. */
function sourceKey(): string {
  const { AUDIT_API_URL, DATABASE_URL, DATA_DIR } = env();
  return AUDIT_API_URL ?? (DATABASE_URL ? 'server' : `embedded:${DATA_DIR}`);
}

/**
 * The reply of a lookup by id or short title that found nothing: thrown out
 * of the cached function so that it is answered but never cached (an unknown
 * id leaves no entry behind; docs/caching.md).
 */
class NothingFound extends Error {
  constructor(readonly reply: unknown) {
    super('nothing found');
  }
}

function foundNothing(input: unknown, reply: unknown): boolean {
  if (!input || typeof input !== 'object' || !('id' in input || 'short_title' in input))
    return false;
  const lists = Object.values(reply as Record<string, unknown>).filter(Array.isArray);
  return lists.length > 0 && lists.every((l) => l.length === 0);
}

/**
 * A read through Next's data cache: served from the cache for
 * REVALIDATE_SECONDS, then refreshed in the background; failures and
 * lookups that found nothing are never cached. Pages read content only through this.
 */
export async function read<K extends CallName>(
  name: K,
  input: CallInput<K>,
): Promise<CallReply<K>> {
  const key = JSON.stringify(input);
  const cached = unstable_cache(
    async () => {
      const reply = await getSource().call(name, input);
      if (foundNothing(input, reply)) throw new NothingFound(reply);
      return reply;
    },
    ['call', sourceKey(), name, key],
    { tags: [CACHE_TAGS[name]], revalidate: REVALIDATE_SECONDS },
  );
  try {
    return await cached();
  } catch (e) {
    if (e instanceof NothingFound) return e.reply as CallReply<K>;
    throw e;
  }
}
