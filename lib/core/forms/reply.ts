import 'server-only';
import { NextResponse } from 'next/server';
import type { FailureReply } from '@/lib/core/contract/replies';
import { RequestError } from '@/lib/platform/http/request-error';
import { readInput } from './read-input';

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
