import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('metodikiSenedler');

export const generateMetadata = route.generateMetadata;
export default route.Page;
