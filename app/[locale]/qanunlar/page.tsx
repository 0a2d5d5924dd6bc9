import { legalRoute } from '@/components/documents/legal-route';

const route = legalRoute('qanunlar');

export const generateMetadata = route.generateMetadata;
export default route.Page;
