import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('elanlar');

export const generateMetadata = route.generateMetadata;
export default route.Page;
