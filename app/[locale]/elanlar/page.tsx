import { publicationListRoute } from '@/components/publications/PublicationListPage';

const route = publicationListRoute('elan');

export const generateMetadata = route.generateMetadata;
export default route.Page;
