import { statusRequest } from '@/lib/features/requests/status-endpoint';
import { sendRequestMailsSoon } from '../send-soon';

export const POST = (req: Request) => statusRequest(req, sendRequestMailsSoon);

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { GET, PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
