import 'server-only';
import { unstable_cache } from 'next/cache';
import { calls, type CallInput, type CallName, type CallReply } from '@/lib/core/contract/calls';
import { env } from '@/lib/platform/config/env';
import { getSource } from '@/lib/core/content/source';

/** Which source answers, so two deployments sharing a cache directory never mix data. */
function sourceKey(): string {
  const { AUDIT_API_URL, DATABASE_URL, DATA_DIR } = env();
  return AUDIT_API_URL ?? (DATABASE_URL ? 'server' : `embedded:${DATA_DIR}`);
}

/**
 * Thrown out of the cached function when a lookup by id or short title found
 * nothing, so that the reply is answered but never cached (an unknown id
 * leaves no entry behind).
 */
class NothingFound extends Error {}

function foundNothing(input: object, reply: object): boolean {
  if (!('id' in input || 'short_title' in input)) return false;
  const lists = Object.values(reply).filter(Array.isArray);
  return lists.length > 0 && lists.every((l) => l.length === 0);
}

/**
 * A read through Next's data cache with the call's cache policy (its tag and
 * lifetime in lib/core/contract/calls): served from the cache for that long, then
 * refreshed in the background; failures and lookups that found nothing are
 * never cached, nor are calls whose policy is `false`. Pages read content only
 * through this.
 */
export async function read<K extends CallName>(
  name: K,
  input: CallInput<K>,
): Promise<CallReply<K>> {
  const policy = calls[name].cache;
  if (!policy) return getSource().call(name, input);
  let missed: CallReply<K> | undefined;
  const cached = unstable_cache(
    async () => {
      const reply = await getSource().call(name, input);
      if (!foundNothing(input, reply)) return reply;
      missed = reply;
      throw new NothingFound();
    },
    ['call', sourceKey(), name, JSON.stringify(input)],
    { tags: [policy.tag], revalidate: policy.revalidate },
  );
  try {
    return await cached();
  } catch (e) {
    if (e instanceof NothingFound && missed) return missed;
    throw e;
  }
}
