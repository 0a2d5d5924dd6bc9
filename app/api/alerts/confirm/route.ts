import { confirmRequest } from '@/lib/alerts/token-requests';

export const POST = confirmRequest;
