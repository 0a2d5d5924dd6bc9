import { StaticPart } from '@/components/shell/StaticPart.client';
import { requestNonce } from '@/lib/platform/security/request-nonce';

/** The JSON text of structured data, safe inside a script element ('<' cannot close it). */
export function jsonLdText(data: object | object[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/** schema.org structured data for search engines, rendered on the server with the request's nonce (a static part: not in the RSC payload). */
export async function JsonLd({ data }: { data: object | object[] }) {
  return (
    <StaticPart
      as="script"
      staticPart="json-ld"
      type="application/ld+json"
      nonce={await requestNonce()}
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
