import { RecordPage } from '@/components/page/RecordPage';
export { noStaticParams as generateStaticParams } from '@/components/page/ItemPage';

export { generateMetadata } from '@/components/page/RecordPage';
export default RecordPage;
