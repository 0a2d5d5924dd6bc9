/**
 * A status change in words, as its feed entry and its alert mail say it: 'In progress →
 * Implemented', or only the status a new recommendation entered.
 */
export function statusChangeText(change: {
  from_status_name: string | null;
  status_name: string;
}): string {
  const from = change.from_status_name === null ? '' : `${change.from_status_name} → `;
  return `${from}${change.status_name}`;
}
