import { handle } from '@/lib/api/handler';

export const POST = handle('auditSahe');

// Other methods: 405 {status:false, message} (lib/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/api/method-not-allowed';
