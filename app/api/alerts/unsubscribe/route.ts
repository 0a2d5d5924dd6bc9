import { unsubscribeRequest } from '@/lib/alerts/token-requests';

export const POST = unsubscribeRequest;
