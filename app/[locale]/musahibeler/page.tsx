import { publicationListRoute } from '@/components/publications/PublicationListPage';

const route = publicationListRoute('musahibe');

// The list reads its query (?count, filters): rendered per request, its content reads cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
