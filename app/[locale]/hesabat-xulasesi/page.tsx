import { summaryRoute } from '@/components/documents/summary-route';

const route = summaryRoute('hesabat');

export const generateMetadata = route.generateMetadata;
export default route.Page;
