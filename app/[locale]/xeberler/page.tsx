import { publicationListRoute } from '@/components/publications/PublicationListPage';

const route = publicationListRoute('xeber');

export const generateMetadata = route.generateMetadata;
export default route.Page;
