import { publicationListRoute } from '../_route/list-route';

const route = publicationListRoute('layihe');

export const generateMetadata = route.generateMetadata;
export default route.Page;
