import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('huquqiAktlar');

export const generateMetadata = route.generateMetadata;
export default route.Page;
