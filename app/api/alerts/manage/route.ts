import { manageRequest } from '@/lib/alerts/token-requests';

export const POST = manageRequest;
