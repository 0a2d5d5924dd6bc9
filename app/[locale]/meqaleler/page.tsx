import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('meqaleler');

export const generateMetadata = route.generateMetadata;
export default route.Page;
