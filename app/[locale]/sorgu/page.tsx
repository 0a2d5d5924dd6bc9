import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('sorgu');

export const generateMetadata = route.generateMetadata;
export default route.Page;
