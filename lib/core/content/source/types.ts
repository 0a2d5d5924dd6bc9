import type { CallName, CallReply } from '@/lib/core/contract/calls';

/**
 * Where the site's content comes from: the embedded or server database
 * (local) or an external API of the contract (remote). Both take a call's
 * input as it arrived (a page's typed input or a visitor's request body),
 * validate it against the call's definition, and answer its reply data or
 * throw a RequestError (bad input) or SourceError (failure).
 */
export interface ContentSource {
  readonly kind: 'local' | 'remote';
  call<K extends CallName>(name: K, input: unknown): Promise<CallReply<K>>;
  /**
   * Over an upstream: reads its tracker and records the status changes since the last
   * reading (docs/tracker.md), at most once per `intervalS` across instances; answers how
   * many changes it recorded. The site's own database keeps its history itself.
   */
  observe?(intervalS: number): Promise<number>;
}
