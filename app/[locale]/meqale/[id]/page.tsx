import { itemRoute } from '@/components/page/ItemPage';

const route = itemRoute('meqale');

export const generateMetadata = route.generateMetadata;
export default route.Page;
