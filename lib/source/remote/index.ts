import type { CallName, CallReply, CallRequest } from '@/lib/contract/calls';
import { specSearchResults } from '@/lib/contract/entities';
import { MAX_LIMIT, type Language } from '@/lib/contract/primitives';
import { SourceError } from '../errors';
import type { ContentSource } from '../types';
import { parseRequest } from '../validate';
import { callRemote, type RemoteOptions } from './client';

/** How many more records the slider asks for when it must drop a type itself. */
const EXCLUDE_HEADROOM = 3;

/** The most tracker pages read to find one recommendation (100 rows each: 5,000 rows). */
const RECOMMENDATION_SCAN_PAGES = 50;

/** How long one reading of the tracker's pages answers lookups by id (the page cache's time). */
const SCAN_TTL_MS = 300_000;

type RecommendationRow = CallReply<'tovsiyyeler'>['tovsiyyeler'][number];
const scans = new Map<string, { at: number; rows: Promise<Map<number, RecommendationRow>> }>();

/**
 * The upstream tracker's rows by id, in a language: its pages read at most once per
 * SCAN_TTL_MS per upstream and language (the largest page size, at most
 * RECOMMENDATION_SCAN_PAGES), so that a stranger asking for ids that do not exist costs the
 * upstream nothing more (issue 36: nothing an outsider sends multiplies the site's requests).
 */
function scanRecommendations(opts: RemoteOptions, language: Language) {
  const key = `${opts.baseUrl}|${language}`;
  const cached = scans.get(key);
  if (cached && Date.now() - cached.at < SCAN_TTL_MS) return cached.rows;
  const rows = (async () => {
    const found = new Map<number, RecommendationRow>();
    const { page_count } = await callRemote(opts, 'tovsiyyePageCount', {
      language,
      limit: MAX_LIMIT,
    });
    for (let page = 1; page <= Math.min(page_count, RECOMMENDATION_SCAN_PAGES); page += 1) {
      const { tovsiyyeler } = await callRemote(opts, 'tovsiyyeler', {
        language,
        limit: MAX_LIMIT,
        page,
      });
      for (const row of tovsiyyeler) found.set(row.id, row);
    }
    return found;
  })();
  scans.set(key, { at: Date.now(), rows });
  rows.catch(() => scans.delete(key));
  return rows;
}

/**
 * What the site does itself where the contract gives less than its own API:
 * the upstream only ever sees a call's wire fields (lib/contract/calls), and
 * the site's additions are worked out here from what the upstream answers.
 */
const overrides: Partial<{
  [K in CallName]: (opts: RemoteOptions, request: CallRequest<K>) => Promise<CallReply<K>>;
}> = {
  /**
   * `exclude_type` (the Azerbaijani home slider): asks for more records and
   * leaves that type out, so `limit` remain when some drop.
   */
  async dercler(opts, request) {
    if (request.exclude_type === undefined) return callRemote(opts, 'dercler', request);
    const limit = Math.min(MAX_LIMIT, request.limit * EXCLUDE_HEADROOM);
    const reply = await callRemote(opts, 'dercler', { ...request, limit });
    const kept = reply.dercler.filter((d) => d.type !== request.exclude_type);
    // The upstream's total counted the left-out type too: it says nothing of this list.
    return { dercler: kept.slice(0, request.limit) };
  },
  /**
   * Asks `parent: 0` for the top level (the site's schema reads 0 as "no
   * filter") and keeps only the entries of the asked parent when the upstream
   * answers entries of other parents anyway.
   */
  async videolar(opts, request) {
    const parent = request.parent ?? 0;
    const reply = await callRemote(opts, 'videolar', { ...request, parent });
    const videolar = reply.videolar.filter((v) => v.parent == null || v.parent === parent);
    return { ...reply, videolar };
  },
  /**
   * Search hits as docs/contract.md §7 gives them: id and title (and a
   * record's type_short_title), never a date, excerpt or suggestion an
   * upstream might add (those are the site's own source's, docs/search.md).
   */
  async neticeler(opts, request) {
    const reply = await callRemote(opts, 'neticeler', request);
    return { ...reply, neticeler: specSearchResults.parse(reply.neticeler) };
  },
  /**
   * One recommendation: §7 has no call for it, so the site finds its row in the tracker's
   * pages (see scanRecommendations). Its history over an upstream is what the site has
   * observed: none yet.
   */
  async tovsiyye(opts, { language, id }) {
    const row = (await scanRecommendations(opts, language)).get(id);
    return { tovsiyye: row ? [{ ...row, history: [] }] : [] };
  },
};

async function adapted<K extends CallName>(
  opts: RemoteOptions,
  name: K,
  request: CallRequest<K>,
): Promise<CallReply<K>> {
  const override = overrides[name];
  return override ? override(opts, request) : callRemote(opts, name, request);
}

/**
 * A content source that reads an external API of the docs/contract.md §7 contract.
 * Once a call timed out, every call is answered with that timeout, at once,
 * for one timeout's time: Next renders a failed page a second time (its error
 * render, whose calls — the menu of its frame — may not have been made in the
 * first), and the visitor must not wait for the slow upstream twice; nor does
 * the site pile more requests on an upstream that has just stopped answering.
 */
export function createRemoteSource(opts: RemoteOptions): ContentSource {
  let slow: { error: SourceError; until: number } | undefined;
  return {
    kind: 'remote',
    call: async <K extends CallName>(name: K, input: unknown): Promise<CallReply<K>> => {
      const request = parseRequest(name, input);
      if (slow && slow.until > Date.now()) throw slow.error;
      try {
        return await adapted(opts, name, request);
      } catch (e) {
        if (e instanceof SourceError && e.failure === 'timeout')
          slow = { error: e, until: Date.now() + opts.timeoutMs };
        throw e;
      }
    },
  };
}
