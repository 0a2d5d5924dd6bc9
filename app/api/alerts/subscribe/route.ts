import { subscribeRequest } from '@/lib/features/alerts/subscribe-request';

export const POST = subscribeRequest;

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
