import { legalRoute } from '../_route/legal-route';

const route = legalRoute('ferman-ve-serencamlar');

export const generateMetadata = route.generateMetadata;
export default route.Page;
