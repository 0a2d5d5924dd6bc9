import type { CallInput, CallName, CallReply, CallRequest } from '@/lib/contract/calls';

/**
 * Where the site's content comes from: the embedded or server database
 * (local) or an external API of the SPEC §7 contract (remote). Both take a
 * call's input, validate it, and answer its reply data or throw a
 * RequestError (bad input) or SourceError (failure).
 */
export interface ContentSource {
  readonly kind: 'local' | 'remote';
  call<K extends CallName>(name: K, input: CallInput<K>): Promise<CallReply<K>>;
}

/** The implementation of every call over already-validated requests. */
export type CallHandlers = {
  [K in CallName]: (request: CallRequest<K>) => Promise<CallReply<K>>;
};
