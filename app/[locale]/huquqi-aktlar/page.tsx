import { legalRoute } from '@/components/documents/legal-route';

const route = legalRoute('huquqi-aktlar');

export const generateMetadata = route.generateMetadata;
export default route.Page;
