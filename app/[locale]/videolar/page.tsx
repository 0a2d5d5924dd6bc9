import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('videolar');

export const generateMetadata = route.generateMetadata;
export default route.Page;
