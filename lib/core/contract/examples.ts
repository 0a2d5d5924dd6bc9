import { calls, type CallInput, type CallName } from './calls';

/** A call of the API with an input that answers content on the demo site and any full one. */
export interface ApiExample<K extends CallName = CallName> {
  call: K;
  input: CallInput<K>;
}

const example = <K extends CallName>(call: K, input: CallInput<K>): ApiExample => ({ call, input });

/**
 * The examples the developers' page shows as `curl` commands (docs/open-data.md); the suite
 * runs each one against the production build (e2e/developers.spec.ts).
 */
export const API_EXAMPLES: ApiExample[] = [
  example('xeberler', { limit: 3, language: 'en' }),
  example('dercler', { type_short_title: 'audit', limit: 5, language: 'en' }),
  example('neticeler', { query: 'audit', language: 'en' }),
  example('tovsiyyeler', { il: 2024, limit: 5, page: 1, language: 'en' }),
  example('tovsiyye', { id: 5, language: 'en' }),
];

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * The `curl` command of a call at a site: a GET with its fields in the query (path parameters
 * in the path), a POST with a JSON body.
 */
export function curlCommand(origin: string, { call, input }: ApiExample): string {
  const { method, path } = calls[call];
  const fields: Record<string, unknown> = { ...input };
  const filled = path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = String(fields[key]);
    delete fields[key];
    return encodeURIComponent(value);
  });
  if (method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return `curl ${shellQuote(`${origin}${filled}${query ? `?${query}` : ''}`)}`;
  }
  return [
    `curl -X POST ${shellQuote(`${origin}${filled}`)}`,
    `-H 'content-type: application/json'`,
    `-d ${shellQuote(JSON.stringify(fields))}`,
  ].join(' ');
}
