import { itemRoute } from '../../_route/item-route';

const route = itemRoute('cixis');

export const generateMetadata = route.generateMetadata;
export default route.Page;
