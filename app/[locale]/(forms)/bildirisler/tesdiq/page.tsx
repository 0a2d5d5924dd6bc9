import { alertPageMetadata, ConfirmPage } from '../../_route/alert-pages';

// Reads its token from the query: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = alertPageMetadata('confirm');

export default ConfirmPage;
