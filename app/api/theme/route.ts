import { themeRequest } from '@/lib/theme/request';

export const POST = themeRequest;

// Other methods: 405 {status:false, message} (lib/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/api/method-not-allowed';
