import { challengeRoute } from '@/lib/captcha/challenge-route';

export const dynamic = 'force-dynamic';
export const GET = () => challengeRoute();

// Other methods: 405 {status:false, message} (lib/api/method-not-allowed.ts).
export { POST, PUT, PATCH, DELETE } from '@/lib/api/method-not-allowed';
