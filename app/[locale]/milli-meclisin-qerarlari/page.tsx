import { legalRoute } from '@/components/documents/legal-route';

const route = legalRoute('milli-meclisin-qerarlari');

export const generateMetadata = route.generateMetadata;
export default route.Page;
