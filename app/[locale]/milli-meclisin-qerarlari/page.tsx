import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('milliMeclisQerarlari');

export const generateMetadata = route.generateMetadata;
export default route.Page;
