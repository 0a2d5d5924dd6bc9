import { handle } from '@/lib/core/content/api/handler';
import { failure } from '@/lib/core/forms/reply';
import { GET as methodNotAllowed } from '@/lib/core/content/api/method-not-allowed';
import { calls } from '@/lib/core/contract/calls';
import { ITEM_ROUTES } from '@/lib/core/contract/kinds';

/**
 * The publication calls (docs/contract.md §7: POST /api/xeberler/get, /api/cixislar/get, ...),
 * by the address their definition gives, for every kind of the content kinds' table
 * (lib/core/contract/kinds.ts): a new kind needs no route file. Other calls have routes of their
 * own, which Next prefers to this one.
 */
const PUBLICATION_CALLS = new Map(
  Object.values(ITEM_ROUTES).map(({ call }) => [calls[call].path, handle(call)]),
);

/** A publication call by POST (405 by another method); any other address under /api is not a call. */
function answer(req: Request): Promise<Response> | Response {
  const call = PUBLICATION_CALLS.get(new URL(req.url).pathname);
  if (!call) return failure('Belə API sorğusu yoxdur / Unknown API call', 404);
  return req.method === 'POST' ? call(req) : methodNotAllowed(req);
}

export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const PATCH = answer;
export const DELETE = answer;
