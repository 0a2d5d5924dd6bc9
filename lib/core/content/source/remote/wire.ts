import { calls, type CallName } from '@/lib/core/contract/calls';

/** The fields of a request that go upstream: those of the call's wire (lib/core/contract/calls), without empty values. */
export function wireFields(
  name: CallName,
  request: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of calls[name].wire.fields) {
    const value = request[key];
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out;
}
