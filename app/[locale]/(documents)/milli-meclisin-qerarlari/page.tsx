import { legalRoute } from '../_route/legal-route';

const route = legalRoute('milli-meclisin-qerarlari');

export const generateMetadata = route.generateMetadata;
export default route.Page;
