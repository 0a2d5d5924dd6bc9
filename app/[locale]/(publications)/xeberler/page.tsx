import { publicationListRoute } from '../_route/list-route';

const route = publicationListRoute('xeber');

export const generateMetadata = route.generateMetadata;
export default route.Page;
