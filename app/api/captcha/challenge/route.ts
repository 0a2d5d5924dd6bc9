import { challengeRoute } from '@/lib/core/forms/captcha/challenge-route';

export const dynamic = 'force-dynamic';
export const GET = () => challengeRoute();

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { POST, PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
