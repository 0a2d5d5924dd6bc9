import { challengeRoute } from '@/lib/core/forms/captcha/challenge-route';

export const dynamic = 'force-dynamic';

/** The alerts form's ALTCHA challenge: the site verifies it itself, over an upstream too. */
export const GET = () => challengeRoute({ siteOwned: true });

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { POST, PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
