import { publicationListRoute } from '../_route/list-route';

const route = publicationListRoute('cixis');

export const generateMetadata = route.generateMetadata;
export default route.Page;
