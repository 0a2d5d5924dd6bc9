import { feedbackRequest } from '@/lib/page-feedback/request';

export const POST = feedbackRequest;

// Other methods: 405 {status:false, message} (lib/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/api/method-not-allowed';
