import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('nkQerarlari');

export const generateMetadata = route.generateMetadata;
export default route.Page;
