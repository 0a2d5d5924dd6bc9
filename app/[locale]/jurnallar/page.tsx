import { publicationListRoute } from '@/components/publications/PublicationListPage';

const route = publicationListRoute('jurnal');

export const generateMetadata = route.generateMetadata;
export default route.Page;
