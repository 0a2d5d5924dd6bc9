import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('jurnallar');

export const generateMetadata = route.generateMetadata;
export default route.Page;
