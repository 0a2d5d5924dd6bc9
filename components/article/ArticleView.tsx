import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { getSliderLabels } from '@/components/slider/labels';
import type { Crumb } from '@/components/page/Breadcrumb';
import { PageShell } from '@/components/page/PageShell';
import { Prose } from '@/components/page/Prose';
import { Photo, PHOTO_SIZES } from '@/components/media/Photo';
import { JsonLd } from '@/components/seo/JsonLd';
import { getShareLabels } from '@/components/share/labels';
import { ShareWidget } from '@/components/share/ShareWidget.client';
import type { Locale } from '@/i18n/routing';
import { formatDate, isoDate } from '@/lib/core/format/date';
import { isOptimizable } from '@/lib/core/format/media/media-url';
import { mediaBase } from '@/lib/core/format/media/url';
import { splitBodyImages } from '@/lib/core/format/html/body-images';
import { sanitizeBody } from '@/lib/core/format/html/sanitize';
import { BodyGallery } from './BodyGallery';
import { PrintButton } from './PrintButton.client';
import styles from './ArticleView.module.css';

export interface ArticleViewProps {
  title: string;
  date: string;
  /** The resolved photo URL, or null. */
  photo: string | null;
  /** The raw HTML body; sanitized here, on the server. */
  body: string;
  /** The page's absolute canonical URL, for sharing. */
  url: string;
  /** The language of the item's text when it differs from the page's. */
  lang?: Locale;
  /** The one language the item exists in, when it has no translation (PageShell). */
  onlyIn?: Locale;
  /** The day its translation is expected, when an editor set one (PageShell). */
  translationDue?: string;
  /** Crumbs between Home and the item. */
  trail: Crumb[];
  /** Above the date: the kind of record ('Audit'). */
  kicker?: string;
  /** Under the title, before the photo: a record's facts (a summary list). In the page's language. */
  facts?: ReactNode;
  /** schema.org data (articleJsonLd). */
  jsonLd: object[];
  /** After the body, before sharing: a record's recommendations. In the page's language. */
  after?: ReactNode;
}

/**
 * The page of one item or record (docs/contract.md §2 detail screens): one compact meta line
 * (kind and date) above the title, a record's facts under it, then the photo and the body, sanitized on the
 * server with empty paragraphs removed; two or more body images leave the text and become a
 * carousel (3 s) after it; sharing and the Print button close the article, so the title is in the first screen of a
 * phone (docs/design.md, "Item pages").
 */
export async function ArticleView(props: ArticleViewProps) {
  const { title, date, photo, body, url, lang, onlyIn, translationDue, trail, kicker } = props;
  const { facts, jsonLd, after } = props;
  const locale = await getLocale();
  const t = await getTranslations('Article');
  const contentLang = lang && lang !== locale ? lang : undefined;
  const { html, images } = splitBodyImages(sanitizeBody(body));
  const header = (
    <div className={styles.header}>
      <p className={styles.meta}>
        {kicker && <span className={styles.kicker}>{kicker}</span>}
        <span className={styles.date}>
          <span className="visually-hidden">{t('published')}: </span>
          <time dateTime={isoDate(date)}>{formatDate(date)}</time>
        </span>
      </p>
    </div>
  );
  return (
    <PageShell
      title={title}
      lang={lang}
      onlyIn={onlyIn}
      translationDue={translationDue}
      trail={trail}
      header={header}
    >
      <JsonLd data={jsonLd} />
      <article className={styles.article} lang={contentLang}>
        {facts && contentLang ? <div lang={locale}>{facts}</div> : facts}
        {photo && (
          // The page's largest image: loaded at once with high priority, never lazily.
          <Photo
            className={styles.photo}
            src={photo}
            width={800}
            height={450}
            sizes={PHOTO_SIZES.article}
            optimize={isOptimizable(mediaBase(), photo)}
            priority
          />
        )}
        <Prose safeHtml={html} />
        {images.length > 0 && (
          <BodyGallery images={images} label={t('gallery')} labels={await getSliderLabels()} />
        )}
        {after && contentLang ? <div lang={locale}>{after}</div> : after}
        <footer className={styles.actions}>
          <ShareWidget url={url} title={title} labels={await getShareLabels()} />
          <PrintButton label={t('print')} />
        </footer>
      </article>
    </PageShell>
  );
}
