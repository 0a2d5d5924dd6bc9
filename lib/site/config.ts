/**
 * The institution's own details shown in the header and footer. Set these
 * before going live (see docs/deploy.md, "Before going live"); texts that differ by
 * language (addresses) live in messages/ under Footer.
 */
export const SITE = {
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'X', href: 'https://x.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
  ],
  offices: {
    baku: { phone: '+994 12 000 00 00', email: 'info@example.az' },
    nakhchivan: { phone: '+994 36 000 00 00', email: 'naxcivan@example.az' },
  },
} as const;
