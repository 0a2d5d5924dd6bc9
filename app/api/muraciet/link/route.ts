import { lookupRequest } from '@/lib/features/requests/lookup';

export const POST = lookupRequest;

// Other methods: 405 {status:false, message} (lib/core/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/core/api/method-not-allowed';
