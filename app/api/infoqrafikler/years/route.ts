import { handle } from '@/lib/api/handler';

export const GET = handle('infoqrafikYears');

// Other methods: 405 {status:false, message} (lib/api/method-not-allowed.ts).
export { POST, PUT, PATCH, DELETE } from '@/lib/api/method-not-allowed';
