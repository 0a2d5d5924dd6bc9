import { byKey, fromKeys } from '@/lib/core/contract/keys';
import {
  PLAIN_PUBLICATION_CALLS,
  type CallRequest,
  type PlainPublicationCall,
} from '@/lib/core/contract/calls';
import { PLAIN_PUBLICATION_TABLES } from '@/lib/core/db/schema';
import { selectDocs, type LocalDoc } from './publications';

/** A plain publication call's handler: its table's list, under the call's name. */
type PlainHandler<N extends PlainPublicationCall> = (
  request: CallRequest<N>,
) => Promise<Record<N, LocalDoc[]>>;

/** The handler of one plain publication call, reading the call's table (PLAIN_PUBLICATION_TABLES). */
const plainHandler =
  <N extends PlainPublicationCall>(name: N): PlainHandler<N> =>
  async (request) => {
    const items = await selectDocs(PLAIN_PUBLICATION_TABLES[name], request);
    return fromKeys([name], () => items);
  };

/** The handlers of `names`, each typed by its name (generic in the names, so that TypeScript relates the entry of a name to its handler). */
const handlersOf = <K extends PlainPublicationCall>(names: readonly K[]) =>
  byKey<K, { [N in K]: PlainHandler<N> }>(names, plainHandler);

/** The local source's handlers of the plain publication calls, one for each (made from the list, so none is missing). */
export const plainPublicationHandlers = handlersOf(PLAIN_PUBLICATION_CALLS);
