import { memoizeByText } from './memo';
import { htmlToText } from './text';
import sanitizeHtml from 'sanitize-html';
import { mediaBase, resolveMediaPath } from '@/lib/core/format/media/url';

/** Video embeds allowed in bodies, rewritten to the privacy-enhanced host. */
const IFRAME_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'youtube.com'];

const EMPTY_TEXT = /^[\s\u00a0\u200b]*$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
    'hr',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'loading'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: IFRAME_HOSTS,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const rest = { ...attribs };
      delete rest.target;
      delete rest.rel;
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        src: resolveMediaPath(attribs.src ?? ''),
        alt: attribs.alt ?? '',
        loading: 'lazy',
        decoding: 'async',
      },
    }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        src: (attribs.src ?? '').replace(
          /^https:\/\/(www\.)?youtube\.com\/embed\//,
          'https://www.youtube-nocookie.com/embed/',
        ),
        title: attribs.title || 'Video',
        loading: 'lazy',
      },
    }),
  },
  // Empty paragraphs (editors leave <p>&nbsp;</p> behind) are removed, unless they hold an image.
  // An iframe whose source was not allowed is dropped whole.
  exclusiveFilter: (frame) =>
    (frame.tag === 'p' && EMPTY_TEXT.test(frame.text) && frame.mediaChildren.length === 0) ||
    (frame.tag === 'iframe' && !frame.attribs.src),
};

/**
 * The sanitizing itself, remembered per media base and body: the same body is
 * sanitized again on every request for its page otherwise (the data cache
 * holds the source's HTML). Media paths are resolved against the base.
 */
const sanitizeKeyed = memoizeByText((key: string) =>
  sanitizeHtml(key.slice(key.indexOf('\u0000') + 1), OPTIONS).trim(),
);

/**
 * Makes an HTML body from the content source safe to render: only an
 * allowlist of tags and attributes, no scripts, event handlers, styles or
 * javascript: URLs, video iframes only from the privacy-enhanced host,
 * external links in a new tab, media paths resolved, empty paragraphs removed.
 */
export function sanitizeBody(html: string): string {
  return sanitizeKeyed(`${mediaBase()}\u0000${html}`);
}

/**
 * Passes already sanitized HTML through the same allowlist again (no
 * rewriting), dropping the elements `drop` picks: for later passes over a
 * safe body that must not be able to let anything back in.
 */
export function filterSafeHtml(
  safeHtml: string,
  drop: (frame: sanitizeHtml.IFrame) => boolean,
): string {
  const { allowedTags, allowedAttributes, allowedSchemes, allowedSchemesByTag } = OPTIONS;
  return sanitizeHtml(safeHtml, {
    allowedTags,
    allowedAttributes,
    allowedSchemes,
    allowedSchemesByTag,
    allowProtocolRelative: false,
    allowedIframeHostnames: IFRAME_HOSTS,
    exclusiveFilter: drop,
  }).trim();
}

/** The visible text of a body: the site's one HTML-to-text function (lib/core/format/html/text). */
export const stripHtml = htmlToText;

/** The first `max` characters of a body's text, cut at a word boundary (page descriptions: 160). */
export function describe(html: string, max = 160): string {
  const text = stripHtml(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
