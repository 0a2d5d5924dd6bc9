import { feedbackRequest } from '@/lib/features/page-feedback/request';

export const POST = feedbackRequest;

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
