import { itemRoute } from '../../_route/item-route';

const route = itemRoute('layihe');

export const generateMetadata = route.generateMetadata;
export default route.Page;
