import { itemRoute } from '@/components/page/ItemPage';

const route = itemRoute('cixis');

export const generateMetadata = route.generateMetadata;
export default route.Page;
