import { publicationListRoute } from '../_route/list-route';

const route = publicationListRoute('musahibe');

export const generateMetadata = route.generateMetadata;
export default route.Page;
