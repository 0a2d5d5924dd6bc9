import 'server-only';
import { NextResponse } from 'next/server';
import type { CallName } from '@/lib/core/contract/calls';
import { DEFAULT_ERROR } from '@/lib/core/contract/envelope';
import type { FailureReply } from '@/lib/core/contract/replies';
import { getSource, RequestError, SourceError } from '@/lib/core/content/source';
import { inputLanguage } from '@/lib/core/content/source/validate';
import { readInput } from '@/lib/core/forms/read-input';
import { logError } from '@/lib/platform/observability/log';
import type { FormName } from '@/lib/platform/observability/metrics';
import { counted, refusalReason } from './form-outcome';

type RouteContext = { params: Promise<Record<string, string>> };

/** A `{status:false, message}` reply (lib/core/contract/replies.ts). */
export function failure(message: string, status: number, errors?: Record<string, string>) {
  const body: FailureReply = errors
    ? { status: false, message, errors }
    : { status: false, message };
  return NextResponse.json(body, { status });
}

/** The request's input, or the {status:false} answer when its body cannot be read (400, 413, 414). */
export async function readInputOrFailure(
  req: Request,
): Promise<Record<string, unknown> | Response> {
  try {
    return await readInput(req);
  } catch (e) {
    const status = e instanceof RequestError ? e.status : 400;
    return failure(e instanceof Error ? e.message : 'Bad request', status);
  }
}

/**
 * The route handler of one docs/contract.md §7 call over the active content source:
 * validated input in, `{status, message, <field>}` out. Bad input answers
 * 400, an upstream failure 502/504, never a stack trace. A form's replies
 * are counted by outcome (docs/operations.md, metrics).
 */
export function handle<K extends CallName>(name: K, form?: FormName) {
  return async function handler(req: Request, ctx?: RouteContext): Promise<Response> {
    let input: Record<string, unknown> = {};
    try {
      input = await readInput(req, ctx ? await ctx.params : {});
      const data = await getSource().call(name, input);
      const reply = NextResponse.json({ status: true, message: '', ...data });
      return form ? counted(form, 'accepted', reply) : reply;
    } catch (e) {
      const reply = errorResponse(name, input, e);
      return form ? counted(form, refusalReason(e), reply) : reply;
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
