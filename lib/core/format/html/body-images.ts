import { memoizeByText } from './memo';
import { filterSafeHtml } from './sanitize';

export interface BodyImage {
  src: string;
  alt: string;
}

const EMPTY_TEXT = /^[\s\u00a0\u200b]*$/;

/**
 * docs/contract.md §2: when a (sanitized) body holds more than one image, the images
 * leave the text and become a carousel. Returns the body without its images
 * (paragraphs or figures left empty are dropped) and the images in order;
 * a body with one image or none comes back unchanged. The result is
 * remembered per body (two parses per request otherwise): do not mutate it.
 */
export const splitBodyImages = memoizeByText(split);

function split(safeHtml: string): { html: string; images: BodyImage[] } {
  const images: BodyImage[] = [];
  const withoutImages = filterSafeHtml(safeHtml, (frame) => {
    if (frame.tag !== 'img') return false;
    if (frame.attribs.src) images.push({ src: frame.attribs.src, alt: frame.attribs.alt ?? '' });
    return true;
  });
  if (images.length < 2) return { html: safeHtml, images: [] };
  const html = filterSafeHtml(
    withoutImages,
    (frame) =>
      (frame.tag === 'p' || frame.tag === 'figure') &&
      EMPTY_TEXT.test(frame.text) &&
      frame.mediaChildren.length === 0,
  );
  return { html, images };
}
