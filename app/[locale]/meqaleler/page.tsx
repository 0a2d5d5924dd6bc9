import { publicationListRoute } from '@/components/publications/PublicationListPage';

const route = publicationListRoute('meqale');

export const generateMetadata = route.generateMetadata;
export default route.Page;
