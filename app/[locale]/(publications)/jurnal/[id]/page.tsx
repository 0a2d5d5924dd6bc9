import { itemRoute } from '../../_route/item-route';

const route = itemRoute('jurnal');

export const generateMetadata = route.generateMetadata;
export default route.Page;
