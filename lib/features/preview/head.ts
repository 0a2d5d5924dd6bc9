import { Parser } from 'htmlparser2';

/** What a page's HTML tells link previews and search engines. */
export interface PreviewHead {
  lang?: string;
  title?: string;
  description?: string;
  canonical?: string;
  robots?: string;
  /** hreflang → URL of the <link rel="alternate" hreflang> elements. */
  alternates: Record<string, string>;
  /** og:* and twitter:* properties (first value of each). */
  og: Record<string, string>;
  /** The lang attribute of the first <h1>, when it has one (an untranslated item). */
  h1Lang?: string;
}

/** Reads the head (and the first heading's language) of an HTML page. */
export function readHead(html: string): PreviewHead {
  const head: PreviewHead = { alternates: {}, og: {} };
  let inTitle = false;
  let title = '';
  let sawH1 = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'html' && attrs.lang) head.lang = attrs.lang;
        else if (name === 'title' && head.title === undefined) inTitle = true;
        else if (name === 'h1' && !sawH1) {
          sawH1 = true;
          if (attrs.lang) head.h1Lang = attrs.lang;
        } else if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? '').toLowerCase();
          const content = attrs.content ?? '';
          if (key === 'description' && head.description === undefined) head.description = content;
          else if (key === 'robots' && head.robots === undefined) head.robots = content;
          else if (/^(og|twitter):/.test(key) && !(key in head.og)) head.og[key] = content;
        } else if (name === 'link') {
          const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
          if (rel.includes('canonical') && head.canonical === undefined)
            head.canonical = attrs.href;
          else if (rel.includes('alternate') && attrs.hreflang && attrs.href)
            head.alternates[attrs.hreflang] = attrs.href;
        }
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          head.title = title.trim();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return head;
}
