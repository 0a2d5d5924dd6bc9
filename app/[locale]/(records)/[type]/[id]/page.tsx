import { RecordPage } from '../../_route/record-route';

export { generateMetadata } from '../../_route/record-route';
export default RecordPage;
