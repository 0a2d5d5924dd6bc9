import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('xeberler');

export const generateMetadata = route.generateMetadata;
export default route.Page;
