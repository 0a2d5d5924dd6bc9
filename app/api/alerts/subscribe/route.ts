import { subscribeRequest } from '@/lib/alerts/subscribe-request';

export const POST = subscribeRequest;
