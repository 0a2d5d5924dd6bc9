import { createHash } from 'node:crypto';
import {
  refusalDocument,
  refusalTitle,
  TOO_LONG_STYLE,
  tooLongDocument,
  tooLongMessage,
} from './too-long';

/**
 * The files the shipped nginx answers a too-long address with
 * (deploy/nginx/errors, written by scripts/write-edge-pages.ts): the same page
 * as the site's, without a nonce, and the API's JSON refusal; its page
 * for a client past the render limit (429); and its page (or the API's JSON) when no
 * instance answers (its own 502, 503, 504). Each in the address's language (docs/topology.md).
 */
export function edgePages(): Record<string, string> {
  return {
    '414.az.html': tooLongDocument('az'),
    '414.en.html': tooLongDocument('en'),
    '414.json': JSON.stringify({ status: false, message: tooLongMessage() }),
    '429.az.html': refusalDocument('az', 'busy'),
    '429.en.html': refusalDocument('en', 'busy'),
    '5xx.az.html': refusalDocument('az', 'unavailable'),
    '5xx.en.html': refusalDocument('en', 'unavailable'),
    '5xx.json': JSON.stringify({ status: false, message: refusalTitle('az', 'unavailable') }),
  };
}

/** The CSP source that allows the page's style without a nonce. */
export function edgeStyleHash(): string {
  return `sha256-${createHash('sha256').update(TOO_LONG_STYLE).digest('base64')}`;
}
