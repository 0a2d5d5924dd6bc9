import { legalRoute } from '../_route/legal-route';

const route = legalRoute('qanunlar');

export const generateMetadata = route.generateMetadata;
export default route.Page;
