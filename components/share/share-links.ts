/** The networks of the share widget (docs/contract.md §1: facebook, twitter, whatsapp), in display order. */
export const NETWORKS = ['facebook', 'x', 'whatsapp'] as const;

export type Network = (typeof NETWORKS)[number];

/** The share address of each network for a page's canonical URL and title. */
export function shareLinks(url: string, title: string): Record<Network, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    whatsapp: `https://wa.me/?text=${t}%20${u}`,
  };
}
