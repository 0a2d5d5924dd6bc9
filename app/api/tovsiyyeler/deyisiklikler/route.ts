import { handle } from '@/lib/core/content/api/handler';

// The site's own (docs/api.md): recommendations' status changes, newest first.
export const GET = handle('tovsiyyeDeyisiklikleri');

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { POST, PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
