import { handle } from '@/lib/core/content/api/handler';

export const POST = handle('auditNov');

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
