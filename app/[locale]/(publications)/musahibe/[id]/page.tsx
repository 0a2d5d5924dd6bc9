import { itemRoute } from '../../_route/item-route';

const route = itemRoute('musahibe');

export const generateMetadata = route.generateMetadata;
export default route.Page;
