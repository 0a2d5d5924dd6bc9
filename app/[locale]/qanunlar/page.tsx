import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('qanunlar');

export const generateMetadata = route.generateMetadata;
export default route.Page;
