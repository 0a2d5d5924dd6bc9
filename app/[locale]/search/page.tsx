import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('search');

export const generateMetadata = route.generateMetadata;
export default route.Page;
