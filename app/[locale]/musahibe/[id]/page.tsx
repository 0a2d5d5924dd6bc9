import { itemRoute } from '@/components/page/ItemPage';

const route = itemRoute('musahibe');

export const generateMetadata = route.generateMetadata;
export default route.Page;
