import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('filter');

export const generateMetadata = route.generateMetadata;
export default route.Page;
