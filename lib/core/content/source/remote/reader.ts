import { z } from 'zod';
import { calls, safeParseReply, type CallName, type CallReply } from '@/lib/core/contract/calls';
import { readEnvelope } from '@/lib/core/contract/envelope';
import { SourceError } from '../errors';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The reply's list fields in the one form the contract describes: docs/contract.md §7
 * leaves open whether a detail reply (or `page/get`'s `content`) is one object
 * or a one-element array, so an object becomes a one-element array and null
 * an empty one. Everything else is left to the contract's schemas (numeric
 * strings as ids, dates with or without time, extra fields dropped).
 */
function normalizeLists(name: CallName, json: Record<string, unknown>) {
  const out = { ...json };
  for (const [field, schema] of Object.entries(calls[name].reply.shape)) {
    if (!(schema instanceof z.ZodArray)) continue;
    const value = out[field];
    if (value === null) out[field] = [];
    else if (isRecord(value)) out[field] = [value];
  }
  return out;
}

/**
 * Reads an upstream reply: status false keeps the upstream's message, and
 * anything that is not the contract (not JSON, no status, a field of the
 * wrong shape) is a SourceError with the spec's default message.
 */
export function readReply<K extends CallName>(name: K, text: string): CallReply<K> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new SourceError('invalid-reply', undefined, { cause: e });
  }
  const head = readEnvelope(json);
  if (!head || !isRecord(json)) throw new SourceError('invalid-reply');
  if (!head.status) throw new SourceError('rejected', head.message);
  const data = safeParseReply(name, normalizeLists(name, json));
  if (!data.success) throw new SourceError('invalid-reply', undefined, { cause: data.error });
  return data.data;
}
