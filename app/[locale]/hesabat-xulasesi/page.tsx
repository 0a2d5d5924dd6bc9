import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('hesabatXulasesi');

export const generateMetadata = route.generateMetadata;
export default route.Page;
