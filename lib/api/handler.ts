import 'server-only';
import { NextResponse } from 'next/server';
import type { CallName } from '@/lib/contract/calls';
import { DEFAULT_ERROR } from '@/lib/contract/envelope';
import { getSource, RequestError, SourceError } from '@/lib/source';
import { inputLanguage } from '@/lib/source/validate';
import { readInput } from './read-input';
import { logError } from '@/lib/logging/log';

type RouteContext = { params: Promise<Record<string, string>> };

/** A `{status:false, message}` reply. */
export function failure(message: string, status: number, errors?: Record<string, string>) {
  return NextResponse.json(
    errors ? { status: false, message, errors } : { status: false, message },
    {
      status,
    },
  );
}

/**
 * The route handler of one docs/contract.md §7 call over the active content source:
 * validated input in, `{status, message, <field>}` out. Bad input answers
 * 400, an upstream failure 502/504, never a stack trace.
 */
export function handle<K extends CallName>(name: K) {
  return async function handler(req: Request, ctx?: RouteContext): Promise<Response> {
    let input: Record<string, unknown> = {};
    try {
      input = await readInput(req, ctx ? await ctx.params : {});
      const data = await getSource().call(name, input);
      return NextResponse.json({ status: true, message: '', ...data });
    } catch (e) {
      return errorResponse(name, input, e);
    }
  };
}

/** The `{status:false, message}` reply of a failed call: 400/502/504 as the error says, else 500. */
export function errorResponse(name: CallName, input: unknown, e: unknown): Response {
  if (e instanceof RequestError) return failure(e.message, e.status, e.fields);
  if (e instanceof SourceError) return failure(e.message, e.status);
  logError(`[api] ${name} (${inputLanguage(input)}) failed`, e);
  return failure(DEFAULT_ERROR, 500);
}
