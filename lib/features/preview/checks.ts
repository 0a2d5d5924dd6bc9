import type { PreviewHead } from './head';

/** The smallest image every network shows large (Facebook's recommendation). */
const MIN_IMAGE = { width: 1200, height: 630 };
/** The largest image Facebook, X and LinkedIn all accept. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Titles longer than this are cut by most networks. */
const TITLE_MAX = 60;
/** Descriptions longer than this are cut (and search engines cut them too). */
const DESCRIPTION_MAX = 160;

type Level = 'ok' | 'warn' | 'error' | 'info';

/** One check: its message key (messages Preview.checks.<key>), level and values. */
export interface Check {
  key: string;
  level: Level;
  values?: Record<string, string | number>;
}

/** What reading the preview image told (undefined when it was not read). */
export type ImageInfo =
  | { read: false; reason: 'foreign' }
  | { read: true; status: number; type?: string; bytes?: number; width?: number; height?: number };

/** The title, description and image a network shows, from Open Graph with fallbacks. */
export function cardOf(head: PreviewHead) {
  return {
    title: head.og['og:title'] ?? head.og['twitter:title'] ?? head.title ?? '',
    description:
      head.og['og:description'] ?? head.og['twitter:description'] ?? head.description ?? '',
    image: head.og['og:image'] ?? head.og['twitter:image'] ?? '',
    siteName: head.og['og:site_name'] ?? '',
  };
}

const other = (lang: string) => (lang === 'az' ? 'en' : 'az');

/** The checks a careful editor makes before sharing `address` (pure: the page was read before). */
export function checkPreview(
  address: URL,
  head: PreviewHead,
  image: ImageInfo | undefined,
): Check[] {
  const card = cardOf(head);
  const checks: Check[] = [];
  const length = [...card.title].length;
  if (!length) checks.push({ key: 'titleMissing', level: 'error' });
  else
    checks.push({
      key: length <= TITLE_MAX ? 'titleOk' : 'titleLong',
      level: length <= TITLE_MAX ? 'ok' : 'warn',
      values: { length, max: TITLE_MAX },
    });

  const dLength = [...card.description].length;
  if (!dLength) checks.push({ key: 'descriptionMissing', level: 'error' });
  else
    checks.push({
      key: dLength <= DESCRIPTION_MAX ? 'descriptionOk' : 'descriptionLong',
      level: dLength <= DESCRIPTION_MAX ? 'ok' : 'warn',
      values: { length: dLength, max: DESCRIPTION_MAX },
    });

  if (!card.image) checks.push({ key: 'imageMissing', level: 'error' });
  else if (!/^https?:\/\//i.test(card.image))
    checks.push({ key: 'imageRelative', level: 'error', values: { url: card.image } });
  else {
    checks.push({ key: 'imageAbsolute', level: 'ok', values: { url: card.image } });
    checks.push(...imageChecks(image));
  }

  const lang = head.lang ?? '';
  checks.push({
    key: lang ? 'language' : 'languageMissing',
    level: lang ? 'info' : 'warn',
    values: { lang },
  });
  const partner = lang ? head.alternates[other(lang)] : undefined;
  checks.push(
    partner
      ? { key: 'hreflangOk', level: 'ok', values: { lang: other(lang), url: partner } }
      : { key: 'hreflangMissing', level: 'warn', values: { lang: other(lang || 'az') } },
  );
  if (lang === 'en' && head.h1Lang === 'az') checks.push({ key: 'untranslated', level: 'warn' });

  if (!head.canonical) checks.push({ key: 'canonicalMissing', level: 'warn' });
  else if (head.canonical === address.toString())
    checks.push({ key: 'canonicalOk', level: 'ok', values: { url: head.canonical } });
  else checks.push({ key: 'canonicalOther', level: 'warn', values: { url: head.canonical } });

  const noindex = /\bnoindex\b/i.test(head.robots ?? '');
  checks.push({ key: noindex ? 'noindex' : 'indexed', level: noindex ? 'warn' : 'ok' });
  return checks;
}

function imageChecks(image: ImageInfo | undefined): Check[] {
  if (!image) return [];
  if (!image.read) return [{ key: 'imageNotRead', level: 'info' }];
  if (image.status !== 200 || !image.type?.startsWith('image/'))
    return [{ key: 'imageFails', level: 'error', values: { status: image.status } }];
  const out: Check[] = [{ key: 'imageLoads', level: 'ok', values: { type: image.type } }];
  if (image.width && image.height) {
    const big = image.width >= MIN_IMAGE.width && image.height >= MIN_IMAGE.height;
    out.push({
      key: big ? 'imageSizeOk' : 'imageSmall',
      level: big ? 'ok' : 'warn',
      values: { width: image.width, height: image.height, ...MIN_IMAGE_VALUES },
    });
  } else out.push({ key: 'imageSizeUnknown', level: 'warn' });
  if (image.bytes !== undefined) {
    const small = image.bytes < MAX_IMAGE_BYTES;
    out.push({
      key: small ? 'imageBytesOk' : 'imageHeavy',
      level: small ? 'ok' : 'error',
      values: { kb: Math.round(image.bytes / 1024), maxMb: MAX_IMAGE_BYTES / 1024 / 1024 },
    });
  }
  return out;
}

const MIN_IMAGE_VALUES = { minWidth: MIN_IMAGE.width, minHeight: MIN_IMAGE.height };

/** The cards the page shows: each network's image ratio (width / height) and how many title characters it shows. */
export const NETWORKS = [
  { id: 'facebook', name: 'Facebook', ratio: '1.91 / 1', titleChars: 88 },
  { id: 'x', name: 'X', ratio: '2 / 1', titleChars: 70 },
  { id: 'linkedin', name: 'LinkedIn', ratio: '1.91 / 1', titleChars: 70 },
  { id: 'telegram', name: 'Telegram', ratio: '16 / 9', titleChars: 100 },
  { id: 'whatsapp', name: 'WhatsApp', ratio: '1 / 1', titleChars: 65 },
] as const;
