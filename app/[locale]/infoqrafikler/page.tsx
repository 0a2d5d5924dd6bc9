import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('infoqrafikler');

export const generateMetadata = route.generateMetadata;
export default route.Page;
