import { itemRoute } from '@/components/page/ItemPage';

const route = itemRoute('elan');

export const generateMetadata = route.generateMetadata;
export default route.Page;
