import { statusRequest } from '@/lib/features/requests/status-endpoint';

export const POST = statusRequest;

// Other methods: 405 {status:false, message} (lib/core/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/core/api/method-not-allowed';
