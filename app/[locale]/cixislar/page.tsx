import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('cixislar');

export const generateMetadata = route.generateMetadata;
export default route.Page;
