import { legalRoute } from '../_route/legal-route';

const route = legalRoute('nk-nin-qerarlari-ve-serencamlari');

export const generateMetadata = route.generateMetadata;
export default route.Page;
