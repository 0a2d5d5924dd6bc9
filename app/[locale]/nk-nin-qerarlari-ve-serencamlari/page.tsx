import { legalRoute } from '@/components/documents/legal-route';

const route = legalRoute('nk-nin-qerarlari-ve-serencamlari');

export const generateMetadata = route.generateMetadata;
export default route.Page;
