import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('layiheler');

export const generateMetadata = route.generateMetadata;
export default route.Page;
