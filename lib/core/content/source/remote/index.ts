import type { CallName, CallReply, CallRequest } from '@/lib/core/contract/calls';
import { MAX_LIMIT } from '@/lib/core/contract/primitives';
import { SourceError } from '../errors';
import type { ContentSource } from '../types';
import { parseRequest } from '../validate';
import { callRemote, type RemoteOptions } from './client';
import { observedChanges, observedHistory, observeTracker } from './observed';
import { remoteSearch } from './search';
import { scanRecommendations } from './tracker';
import { readsTranslation, withAzerbaijani } from './untranslated';

/** How many more records the slider asks for when it must drop a type itself. */
const EXCLUDE_HEADROOM = 3;

/**
 * What the site does itself where the contract gives less than its own API:
 * the upstream only ever sees a call's wire fields (lib/core/contract/calls), and
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
  /** Search: §7's fields only, and a query's synonyms asked when it finds nothing (./search.ts). */
  neticeler: remoteSearch,
  /**
   * One recommendation: §7 has no call for it, so the site finds its row in the tracker's
   * pages (see scanRecommendations). Its history over an upstream is what the site has
   * observed (./observed.ts).
   */
  async tovsiyye(opts, { language, id }) {
    const row = (await scanRecommendations(opts, language)).get(id);
    if (!row) return { tovsiyye: [] };
    const history = await observedHistory(opts, language, id);
    // One status on the page: the one its observed history ends with (the scan may be older).
    const status_name = history.at(-1)?.status_name ?? row.status_name;
    // An upstream's tracker does not link its rows to records: the site knows none.
    return { tovsiyye: [{ ...row, status_name, history, history_observed: true, derc: null }] };
  },
  /** A record's recommendations: an upstream's tracker does not link its rows to records. */
  async dercTovsiyyeleri() {
    return { tovsiyyeler: [] };
  },
  /** Status changes over an upstream: those the site observed (./observed.ts). */
  async tovsiyyeDeyisiklikleri(opts, request) {
    return { deyisiklikler: await observedChanges(opts, request) };
  },
};

async function adapted<K extends CallName>(
  opts: RemoteOptions,
  name: K,
  request: CallRequest<K>,
): Promise<CallReply<K>> {
  const override = overrides[name];
  const reply = await (override ? override(opts, request) : callRemote(opts, name, request));
  if (!readsTranslation(name, request)) return reply;
  return withAzerbaijani(reply, () => adapted(opts, name, { ...request, language: 'az' }));
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
    observe: (intervalS) => observeTracker(opts, intervalS),
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
