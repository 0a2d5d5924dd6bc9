import { ItemNotFound } from '../../_route/ItemNotFound';

/** docs/contract.md §8: the kind's own not-found message, status 404. */
export default function NotFound() {
  return <ItemNotFound kind="xeber" />;
}
