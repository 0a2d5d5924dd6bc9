import { publicationListRoute } from '@/components/publications/PublicationListPage';

const route = publicationListRoute('musahibe');

export const generateMetadata = route.generateMetadata;
export default route.Page;
