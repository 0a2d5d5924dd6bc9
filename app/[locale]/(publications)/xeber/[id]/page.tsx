import { itemRoute } from '../../_route/item-route';

const route = itemRoute('xeber');

export const generateMetadata = route.generateMetadata;
export default route.Page;
