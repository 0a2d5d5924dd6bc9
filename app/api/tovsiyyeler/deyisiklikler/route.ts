import { handle } from '@/lib/api/handler';

// The site's own (docs/api.md): recommendations' status changes, newest first.
export const GET = handle('tovsiyyeDeyisiklikleri');

// Other methods: 405 {status:false, message} (lib/api/method-not-allowed.ts).
export { POST, PUT, PATCH, DELETE } from '@/lib/api/method-not-allowed';
