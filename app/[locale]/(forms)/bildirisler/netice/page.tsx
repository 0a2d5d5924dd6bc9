import { alertPageMetadata, ResultPage } from '../../_route/alert-pages';

// Reads its token from the query: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = alertPageMetadata('result');

export default ResultPage;
