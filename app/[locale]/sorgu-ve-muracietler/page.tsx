import { pendingRoute } from '@/components/page/PendingPage';

const route = pendingRoute('sorguVeMuracietler');

export const generateMetadata = route.generateMetadata;
export default route.Page;
