import { statusRequest } from '@/lib/requests/status-endpoint';

export const POST = statusRequest;

// Other methods: 405 {status:false, message} (lib/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/api/method-not-allowed';
