import { handle } from '@/lib/core/content/api/handler';

export const GET = handle('tovsiyyePageCount');

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { POST, PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
