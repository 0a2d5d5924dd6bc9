import { DEFAULT_ERROR } from '@/lib/core/contract/envelope';
import { messageDigest } from '@/lib/platform/http/error-document';

export { RequestError } from '@/lib/platform/http/request-error';

export type SourceFailure = 'rejected' | 'unavailable' | 'timeout' | 'invalid-reply';

const HTTP_STATUS: Record<SourceFailure, number> = {
  rejected: 400,
  unavailable: 502,
  timeout: 504,
  'invalid-reply': 502,
};

/**
 * The content source could not answer: the upstream said status false
 * (its message is kept), was down or slow, or replied with something that is
 * not the contract. The message is what the visitor sees (docs/contract.md §8).
 */
export class SourceError extends Error {
  readonly status: number;
  /**
   * Set when the source said status false with a message: the page's error
   * view shows that message (lib/platform/http/error-document.ts), on the server and
   * after a client-side navigation alike.
   */
  readonly digest?: string;
  constructor(
    readonly failure: SourceFailure,
    message?: string,
    options?: { cause?: unknown },
  ) {
    super(message?.trim() || DEFAULT_ERROR, options);
    this.status = HTTP_STATUS[failure];
    if (failure === 'rejected' && message?.trim()) this.digest = messageDigest(message.trim());
  }
}
