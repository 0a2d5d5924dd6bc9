import { itemRoute } from '../../_route/item-route';

const route = itemRoute('meqale');

export const generateMetadata = route.generateMetadata;
export default route.Page;
