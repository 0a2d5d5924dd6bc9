import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('fermanVeSerencamlar');

export const generateMetadata = route.generateMetadata;
export default route.Page;
