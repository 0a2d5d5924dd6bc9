import { legalRoute } from '@/components/documents/legal-route';

const route = legalRoute('ferman-ve-serencamlar');

export const generateMetadata = route.generateMetadata;
export default route.Page;
