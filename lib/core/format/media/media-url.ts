import type { PublicationCall } from '@/lib/core/contract/kinds';

/** The image folders of docs/contract.md §7 (each publication kind's is its call's name), plus the site's own. */
export type MediaFolder =
  | PublicationCall
  | 'dercler'
  | 'layihe_category'
  | 'videolar'
  | 'budce_xulasesi'
  | 'infoqrafikler'
  | 'content';

/**
 * The URL of a photo file name in one of the image folders under a media base
 * ('' for the site itself); absolute URLs pass through. Pure, so client
 * components resolve photos of items they load with the base the server gave.
 */
export function mediaUrl(
  base: string,
  folder: MediaFolder,
  file: string | null | undefined,
): string | null {
  if (!file) return null;
  if (/^https?:\/\//i.test(file)) return file;
  return `${base}/img/${folder}/${encodeURIComponent(file)}`;
}

/**
 * Whether a photo URL may go through Next's image optimizer: the site's own
 * files and files under the media base (IMAGE_BASE_URL or the upstream's
 * origin, which next.config.mjs `images.remotePatterns` allows); an absolute
 * URL on any other host is shown as it is.
 */
export function isOptimizable(base: string, src: string): boolean {
  if (src.startsWith('/')) return !src.startsWith('//');
  return base !== '' && src.startsWith(`${base}/`);
}
