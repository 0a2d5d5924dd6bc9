import { lookupRequest } from '@/lib/features/requests/lookup';
import { sendRequestMailsSoon } from '../send-soon';

export const POST = (req: Request) => lookupRequest(req, sendRequestMailsSoon);

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
