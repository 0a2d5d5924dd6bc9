/**
 * Atom feeds (RFC 4287) as pure functions from a view's data to XML: no
 * reading, no configuration, so the same function serves every list, the
 * archive filter and the tests.
 */

/** How many entries a feed holds (the newest). */
export const FEED_ENTRIES = 20;

/**
 * The date in tag: URIs (RFC 4151). It must never change once feeds are
 * published: readers tell entries apart by their ids.
 */
const TAG_DATE = '2024';

export interface FeedEntry {
  /** Path of the entry's page on the site, with language prefix ('/en/xeber/12'). */
  path: string;
  title: string;
  /** The item's date as the API gives it ('2026-11-15' or '2026-11-15 10:30:00'). */
  date: string;
  /** Plain text. */
  summary: string;
  /** Absolute or site-relative URL of the item's photo, if any. */
  photo?: string | null;
  /**
   * The entry's language when it differs from the feed's (an item without translation,
   * docs/languages.md), with the label that says so ("In Azerbaijani").
   */
  language?: { lang: 'az' | 'en'; label: string };
}

export interface Feed {
  /** Origin of the site (SITE_URL without trailing slash). */
  origin: string;
  /** The feed's own path with its query ('/en/xeberler/feed.atom?section=tedbir'). */
  selfPath: string;
  /** The page the feed follows ('/en/xeberler?section=tedbir'). */
  pagePath: string;
  lang: 'az' | 'en';
  title: string;
  /** The author of every entry: the institution. */
  author: string;
  entries: FeedEntry[];
}

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 does not allow at all.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/**
 * An RFC 3339 date-time of an API date. Dates without a zone are the
 * institution's local time (Baku, UTC+4, no daylight saving).
 */
export function atomDate(date: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?/.exec(
    date.trim(),
  );
  if (!m) return '1970-01-01T00:00:00Z';
  const [, day, hm = '00:00', sec = ':00', , zone] = m;
  const offset = zone
    ? zone === 'Z'
      ? 'Z'
      : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')
    : '+04:00';
  return `${day}T${hm}${sec}${offset}`;
}

/** A stable tag: URI (RFC 4151) for a path of the site. */
export function tagUri(origin: string, path: string): string {
  const host = new URL(origin).hostname;
  return `tag:${host},${TAG_DATE}:${path}`;
}

/** The media type of an image by its file extension, or none when unknown. */
export function imageType(url: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  const types: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    svg: 'image/svg+xml',
  };
  return ext ? types[ext] : undefined;
}

const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

function entryXml(feed: Feed, e: FeedEntry): string {
  const href = escapeXml(absolute(feed.origin, e.path));
  const photo = e.photo ? absolute(feed.origin, e.photo) : null;
  const type = photo ? imageType(photo) : undefined;
  const language = e.language;
  return [
    language ? `<entry xml:lang="${language.lang}">` : '<entry>',
    `<id>${escapeXml(tagUri(feed.origin, e.path))}</id>`,
    `<title type="text">${escapeXml(e.title)}</title>`,
    `<link rel="alternate" type="text/html" href="${href}"/>`,
    `<updated>${atomDate(e.date)}</updated>`,
    `<published>${atomDate(e.date)}</published>`,
    e.summary ? `<summary type="text">${escapeXml(e.summary)}</summary>` : '',
    language
      ? `<category term="language-${language.lang}" label="${escapeXml(language.label)}" xml:lang="${feed.lang}"/>`
      : '',
    photo
      ? `<link rel="enclosure"${type ? ` type="${type}"` : ''} href="${escapeXml(photo)}"/>`
      : '',
    '</entry>',
  ]
    .filter(Boolean)
    .join('');
}

/**
 * The feed document. Its `updated` is the newest entry's date; an empty feed
 * uses a fixed date, so the same content always gives the same bytes.
 */
export function renderAtom(feed: Feed): string {
  const newest = feed.entries
    .map((e) => atomDate(e.date))
    .reduce<string | null>((a, b) => (a === null || Date.parse(b) > Date.parse(a) ? b : a), null);
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.lang}">\n` +
    `<id>${escapeXml(tagUri(feed.origin, feed.selfPath))}</id>\n` +
    `<title type="text">${escapeXml(feed.title)}</title>\n` +
    `<updated>${newest ?? '2013-01-01T00:00:00+04:00'}</updated>\n` +
    `<author><name>${escapeXml(feed.author)}</name><uri>${escapeXml(feed.origin)}/</uri></author>\n` +
    `<link rel="self" type="application/atom+xml" href="${escapeXml(absolute(feed.origin, feed.selfPath))}"/>\n` +
    `<link rel="alternate" type="text/html" href="${escapeXml(absolute(feed.origin, feed.pagePath))}"/>\n` +
    feed.entries.map((e) => entryXml(feed, e)).join('\n') +
    '\n</feed>\n'
  );
}

/** Feeds change when content does; readers and caches may keep one for five minutes. */
const FEED_CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600';

/** A feed response. */
export function atomResponse(body: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'application/atom+xml; charset=utf-8',
      'cache-control': FEED_CACHE_CONTROL,
    },
  });
}
