import { handle } from '@/lib/core/content/api/handler';

// The site's own (docs/api.md): one recommendation and its history.
export const GET = handle('tovsiyye');

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { POST, PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
