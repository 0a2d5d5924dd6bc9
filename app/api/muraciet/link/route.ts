import { lookupRequest } from '@/lib/requests/lookup';

export const POST = lookupRequest;

// Other methods: 405 {status:false, message} (lib/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/api/method-not-allowed';
