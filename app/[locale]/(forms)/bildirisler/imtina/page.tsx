import { alertPageMetadata, UnsubscribePage } from '../../_route/alert-pages';

// Reads its token from the query: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = alertPageMetadata('unsubscribe');

export default UnsubscribePage;
