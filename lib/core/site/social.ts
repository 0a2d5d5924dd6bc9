/** The social networks the site can link, in the order shown, with the names the links show. */
const SOCIAL_NETWORKS = {
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  instagram: 'Instagram',
} as const;

type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** The institution's account address on each network; a network without one is not shown. */
export type SocialAccounts = Partial<Record<SocialNetwork, string>>;

/** One account as a link. */
export type SocialLink = { name: string; href: string };

/** The accounts that are set, as links in the networks' order (an unset or blank one left out). */
export function socialLinks(accounts: SocialAccounts): SocialLink[] {
  return (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).flatMap((network) => {
    const href = accounts[network]?.trim();
    return href ? [{ name: SOCIAL_NETWORKS[network], href }] : [];
  });
}
