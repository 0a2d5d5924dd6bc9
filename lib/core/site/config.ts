import type { SocialAccounts } from './social';

/**
 * The institution's accounts on the social networks (header, footer, the home page's structured
 * data). The demo's are marked "demo": put the real addresses here before going live, and leave
 * out (or set to '') a network the institution has no account on, so that it is not shown.
 */
const social: SocialAccounts = {
  facebook: 'https://www.facebook.com/demo.audit.chamber',
  x: 'https://x.com/demo_audit',
  youtube: 'https://www.youtube.com/@demo-audit-chamber',
  instagram: 'https://www.instagram.com/demo.audit.chamber',
};

/**
 * The institution's own details shown in the header and footer. Set these
 * before going live (see docs/deploy.md, "Before going live"); texts that differ by
 * language (addresses) live in messages/ under Footer.
 */
export const SITE = {
  social,
  offices: {
    baku: { phone: '+994 12 000 00 00', email: 'info@example.az' },
    nakhchivan: { phone: '+994 36 000 00 00', email: 'naxcivan@example.az' },
  },
} as const;
