import { itemRoute } from '@/components/page/ItemPage';

const route = itemRoute('xeber');

export const generateMetadata = route.generateMetadata;
export default route.Page;
