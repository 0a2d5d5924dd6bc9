/**
 * The contract test: the remote source, pointed at the site's own /api
 * handlers over the local source, must give the same data as the local
 * source itself, for every call of docs/contract.md §7 (with the §7 request: no
 * `language` where §7 lists none). Search hits are compared as §7 gives
 * them (id and title): the site's own additions (excerpts, suggestions, totals)
 * are each source's own.
 */
import { calls, type CallName } from '@/lib/core/contract/calls';
import { specSearchResults } from '@/lib/core/contract/entities';
import { closeAll, getDb } from '@/lib/core/db/client';
import { reseed } from '@/demo/seed';
import { createLocalSource } from '@/lib/core/content/source/local';
import { createRemoteSource } from '@/lib/core/content/source/remote';
import { startApiServer } from './api-server';
import { CALL_CASES } from './fixtures/call-cases';
import { freshDataDir } from '@/test/fresh-data-dir';
import { replyChecker } from './openapi-replies';

process.env.DATA_DIR = '.test-data/contract';
freshDataDir(process.env.DATA_DIR);

let api: Awaited<ReturnType<typeof startApiServer>>;
const checkReply = replyChecker();
const local = createLocalSource();

beforeAll(async () => {
  await reseed(await getDb());
  api = await startApiServer();
}, 120_000);

afterAll(async () => {
  await api?.close();
  await closeAll();
});

/** A recommendation reply as an upstream's tracker can give it: the row, nothing observed, no record. */
function withoutHistory(reply: unknown) {
  const { tovsiyye } = reply as { tovsiyye: Array<Record<string, unknown>> };
  return {
    tovsiyye: tovsiyye.map((row) => ({ ...row, history: [], history_observed: true, derc: null })),
  };
}

async function outcome(promise: Promise<unknown>) {
  try {
    return { ok: true, value: await promise };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}

it('has a case for every call of the contract', () => {
  const covered = new Set(CALL_CASES.map(([name]) => name));
  expect((Object.keys(calls) as CallName[]).filter((n) => !covered.has(n))).toEqual([]);
});

describe.each(CALL_CASES.map((c, i) => [`${c[0]} #${i}`, c] as const))('%s', (_, [name, input]) => {
  it('gives the same answer through the remote source as from the database', async () => {
    const remote = createRemoteSource({ baseUrl: api.url, timeoutMs: 10_000 });
    // The remote source sends `language` only where docs/contract.md §7 lists it: where it
    // does not, the upstream answers in its default language.
    // (The request form is checked on the site first, in the visitor's language.)
    const sent =
      calls[name].wire.fields.includes('language') || name === 'muracietAdd'
        ? input
        : { ...(input as Record<string, unknown>), language: undefined };
    const described: unknown[] = [];
    const fromDb = await outcome(
      local.call(name, sent as never).then((reply) => {
        described.push(reply);
        return name === 'neticeler'
          ? { neticeler: specSearchResults.parse((reply as { neticeler: unknown }).neticeler) }
          : name === 'tovsiyye'
            ? // Over an upstream a recommendation's history is what the site observed (none here).
              withoutHistory(reply)
            : name === 'dercTovsiyyeleri'
              ? // An upstream's tracker does not link its rows to records: none over one.
                { tovsiyyeler: [] }
              : name === 'tovsiyyeDeyisiklikleri'
                ? // Over an upstream the changes are those the site observed (none here).
                  { deyisiklikler: [] }
                : reply;
      }),
    );
    const viaApi = await outcome(
      remote.call(name, input as never).then((reply) => {
        described.push(reply);
        // The remote source's totals are the lengths of the lists it got (docs/search.md).
        return name === 'neticeler'
          ? { neticeler: specSearchResults.parse((reply as { neticeler: unknown }).neticeler) }
          : reply;
      }),
    );
    expect(viaApi).toEqual(fromDb);
    // Both sources' replies are as /api/openapi.json describes them (test/openapi-replies.ts).
    for (const reply of described)
      expect(checkReply(name, { status: true, message: '', ...(reply as object) })).toEqual([]);
  });
});
