import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * The `sizes` of the site's image slots (the width each one takes in the
 * layout), so the browser picks the smallest sufficient file of the srcset.
 */
export const PHOTO_SIZES = {
  /** a list card: one column below 768 px, two to 1024 px, then three or four of 1,200 px */
  card: '(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw',
  /** a compact card (Card `compact`): a 5.5rem thumbnail below 768 px, then a list card */
  cardRow: '(min-width: 1024px) 380px, (min-width: 768px) 50vw, 5.5rem',
  /** the photo of an item and its body images: the 48rem article column */
  article: '(min-width: 50rem) 48rem, 100vw',
  /** the home slider: the whole 1,200 px content width */
  wide: '(min-width: 1200px) 1200px, 100vw',
  /** what's new: two fifths of the section from 768 px */
  aside: '(min-width: 1200px) 460px, (min-width: 768px) 40vw, 100vw',
} as const;

export interface PhotoProps {
  src: string;
  /** '' when the text next to the photo says what it shows. */
  alt?: string;
  /** The file's own size (its aspect ratio keeps the slot's place before it loads). */
  width: number;
  height: number;
  sizes: string;
  className?: string;
  /**
   * The page's largest image (its LCP): loaded at once with high priority and
   * preloaded from the <head>. Every other photo is lazy.
   */
  priority?: boolean;
  /**
   * Through Next's image optimizer (AVIF/WebP at the slot's width). By default
   * only the site's own files; an absolute URL must be on a host the optimizer
   * accepts (IMAGE_BASE_URL or the upstream, next.config.mjs `images`), which
   * the caller knows (lib/core/format/media `isOptimizable`). Otherwise the file as it is.
   */
  optimize?: boolean;
}

/** A site-relative path ('/img/...'), never a protocol-relative '//host/...'. */
const isSitePath = (src: string) => src.startsWith('/') && !src.startsWith('//');

/**
 * A photo through Next's image optimizer, as a plain <img> with srcset, sizes,
 * width and height. Built with `getImageProps` rather than <Image> because
 * <Image> writes an inline style attribute, which the strict CSP refuses
 * (style-src 'self'); the slot's size comes from the CSS modules instead.
 */
export function Photo({
  src,
  alt = '',
  width,
  height,
  sizes,
  className,
  priority = false,
  optimize = isSitePath(src),
}: PhotoProps) {
  const {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the inline style the CSP refuses
    props: { style: _style, ...props },
  } = getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    className,
    unoptimized: !optimize,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: 'async',
  });
  if (priority) {
    preload(props.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: props.srcSet,
      imageSizes: props.srcSet ? sizes : undefined,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
  return <img {...props} />;
}
