import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { failure } from '@/lib/core/forms/reply';
import { env } from '@/lib/platform/config/env';
import {
  REVALIDATE_TAGS,
  revalidateRequest,
  type RevalidateReply,
} from '@/lib/core/contract/revalidate';

function authorized(req: Request, token: string): boolean {
  const given = Buffer.from((req.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * For operators and editorial systems: marks cached content of the named
 * tags stale, so pages show the change on their next visit instead of after
 * the revalidation time. Body: {"tags": ["xeberler", "menu"]}. Needs
 * `Authorization: Bearer $REVALIDATE_TOKEN`; off when no token is configured.
 */
export async function POST(req: Request) {
  const { REVALIDATE_TOKEN } = env();
  if (!REVALIDATE_TOKEN)
    return failure('Cache revalidation is not enabled (REVALIDATE_TOKEN)', 404);
  if (!authorized(req, REVALIDATE_TOKEN)) return failure('Not authorized', 401);
  let json: unknown;
  try {
    json = await req.json();
  } catch {
    return failure('Request body is not valid JSON', 400);
  }
  const body = revalidateRequest.safeParse(json);
  if (!body.success) return failure(`"tags" must list some of: ${REVALIDATE_TAGS.join(', ')}`, 400);
  for (const tag of body.data.tags) revalidateTag(tag, 'max');
  const reply: RevalidateReply = { status: true, message: '', revalidated: body.data.tags };
  return NextResponse.json(reply);
}

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
