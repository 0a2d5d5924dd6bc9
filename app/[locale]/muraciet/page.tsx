import { generateMetadata, LookupPage } from './request-pages';

// Shows the outcome of a post from its query: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export { generateMetadata };
export default LookupPage;
