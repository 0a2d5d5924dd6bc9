import { subscribeRequest } from '@/lib/alerts/subscribe-request';

export const POST = subscribeRequest;

// Other methods: 405 {status:false, message} (lib/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/api/method-not-allowed';
