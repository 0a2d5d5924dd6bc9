import { publicationListRoute } from '@/components/publications/PublicationListPage';

const route = publicationListRoute('layihe');

export const generateMetadata = route.generateMetadata;
export default route.Page;
