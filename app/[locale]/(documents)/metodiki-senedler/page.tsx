import { legalRoute } from '../_route/legal-route';

const route = legalRoute('metodiki-senedler');

export const generateMetadata = route.generateMetadata;
export default route.Page;
