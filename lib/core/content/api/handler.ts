import 'server-only';
import { NextResponse } from 'next/server';
import type { CallName } from '@/lib/core/contract/calls';
import { DEFAULT_ERROR } from '@/lib/core/contract/envelope';
import { getSource, RequestError, SourceError } from '@/lib/core/content/source';
import { inputLanguage } from '@/lib/core/content/source/validate';
import { readInput } from '@/lib/core/forms/read-input';
import { failure } from '@/lib/core/forms/reply';
import { logError } from '@/lib/platform/observability/log';
import type { FormName } from '@/lib/platform/observability/metrics';
import { counted, refusalReason } from './form-outcome';

type RouteContext = { params: Promise<Record<string, string>> };

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
