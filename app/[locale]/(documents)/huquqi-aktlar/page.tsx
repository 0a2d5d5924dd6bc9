import { legalRoute } from '../_route/legal-route';

const route = legalRoute('huquqi-aktlar');

export const generateMetadata = route.generateMetadata;
export default route.Page;
