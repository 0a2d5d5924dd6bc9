import { NotFoundReload } from '@/components/errors/NotFoundReload.client';

/**
 * The 404 after a client-side navigation (the server renders app/global-not-found.tsx for
 * every address it cannot serve): the address loaded again as a document, which gives the
 * server's 404 page. Its tree is serialized into every page's RSC payload: kept to one element.
 */
export default function NotFound() {
  return <NotFoundReload />;
}
