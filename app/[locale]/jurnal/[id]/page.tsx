import { itemRoute } from '@/components/page/ItemPage';

const route = itemRoute('jurnal');

export const generateMetadata = route.generateMetadata;
export default route.Page;
