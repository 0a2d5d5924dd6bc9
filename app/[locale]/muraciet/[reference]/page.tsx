import { generateMetadata, StatusPage } from '../request-pages';

// Reads its token from the query: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export { generateMetadata };
export default StatusPage;
