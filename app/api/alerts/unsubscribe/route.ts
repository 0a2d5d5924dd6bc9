import { unsubscribeRequest } from '@/lib/alerts/token-requests';

export const POST = unsubscribeRequest;

// Other methods: 405 {status:false, message} (lib/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/api/method-not-allowed';
