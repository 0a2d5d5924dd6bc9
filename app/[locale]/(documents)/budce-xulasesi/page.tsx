import { summaryRoute } from '../_route/summary-route';

const route = summaryRoute('rey');

export const generateMetadata = route.generateMetadata;
export default route.Page;
