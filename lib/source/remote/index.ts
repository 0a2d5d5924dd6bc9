import type { CallName } from '@/lib/contract/calls';
import type { ContentSource } from '../types';
import { parseRequest } from '../validate';
import { callRemote, type RemoteOptions } from './client';

/** A content source that reads an external API of the SPEC §7 contract. */
export function createRemoteSource(opts: RemoteOptions): ContentSource {
  return {
    kind: 'remote',
    call: async <K extends CallName>(name: K, input: unknown) =>
      callRemote(opts, name, parseRequest(name, input)),
  };
}
