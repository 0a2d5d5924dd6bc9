import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('musahibeler');

export const generateMetadata = route.generateMetadata;
export default route.Page;
