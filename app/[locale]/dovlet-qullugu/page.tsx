import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('dovletQullugu');

export const generateMetadata = route.generateMetadata;
export default route.Page;
