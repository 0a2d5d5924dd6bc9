import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('budceXulasesi');

export const generateMetadata = route.generateMetadata;
export default route.Page;
