/**
 * Providers that deliver `first.last@` and `firstlast@` to one mailbox (Gmail ignores dots in
 * the local part, and googlemail.com is gmail.com).
 */
const DOTS_IGNORED: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address reaches, for counting what is sent to it: an
 * address as stored (lower-cased, lib/core/contract/address.ts) without its `+tag`
 * (sub-addressing: `name+1@` and `name+2@` reach `name@` at Gmail, Outlook,
 * Yahoo, iCloud, Fastmail and most servers), and without dots in the local
 * part where the provider ignores them. Only limits use it: mail goes to the
 * address as given.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  const provider = DOTS_IGNORED[domain];
  if (provider) local = local.replaceAll('.', '');
  return `${local}@${provider ?? domain}`;
}
