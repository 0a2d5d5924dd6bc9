import { challengeRoute } from '@/lib/captcha/challenge-route';

export const dynamic = 'force-dynamic';
export const GET = () => challengeRoute();
