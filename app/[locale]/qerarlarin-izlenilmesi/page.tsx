import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('qerarlarinIzlenilmesi');

export const generateMetadata = route.generateMetadata;
export default route.Page;
