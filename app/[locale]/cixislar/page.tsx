import { publicationListRoute } from '@/components/publications/PublicationListPage';

const route = publicationListRoute('cixis');

export const generateMetadata = route.generateMetadata;
export default route.Page;
