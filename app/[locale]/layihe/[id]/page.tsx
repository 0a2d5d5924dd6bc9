import { itemRoute } from '@/components/page/ItemPage';

const route = itemRoute('layihe');

export const generateMetadata = route.generateMetadata;
export default route.Page;
