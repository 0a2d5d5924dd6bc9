import { RecordPage } from '@/components/page/RecordPage';

export { generateMetadata } from '@/components/page/RecordPage';
export default RecordPage;
