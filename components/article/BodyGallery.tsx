import { Slider, type SliderLabels } from '@/components/slider/Slider.client';
import { Photo, PHOTO_SIZES } from '@/components/media/Photo';
import type { BodyImage } from '@/lib/core/format/html/body-images';
import { isOptimizable } from '@/lib/core/format/media/media-url';
import { mediaBase } from '@/lib/core/format/media/url';
import styles from './ArticleView.module.css';

/** docs/contract.md §9: the body image carousel turns every 3 s. */
const GALLERY_INTERVAL_MS = 3000;

interface Props {
  images: BodyImage[];
  label: string;
  labels: SliderLabels;
}

/** The images of a body as a carousel (pause control, keyboard, no autoplay under reduced motion). */
export function BodyGallery({ images, label, labels }: Props) {
  const base = mediaBase();
  const slides = images.map((image, i) => (
    <Photo
      key={`${i}-${image.src}`}
      className={styles.galleryImage}
      src={image.src}
      alt={image.alt}
      width={800}
      height={500}
      sizes={PHOTO_SIZES.article}
      optimize={isOptimizable(base, image.src)}
    />
  ));
  return (
    <div className={styles.gallery}>
      <Slider slides={slides} label={label} intervalMs={GALLERY_INTERVAL_MS} labels={labels} />
    </div>
  );
}
