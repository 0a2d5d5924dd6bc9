import { getLocale, getTranslations } from 'next-intl/server';
import cardStyles from '@/components/cards/Card.module.css';
import { fileType, formatFileSize } from '@/lib/core/documents/legal';
import { CardPhoto } from '@/components/cards/CardPhoto';
import { isOptimizable } from '@/lib/core/format/media/media-url';
import { mediaBase } from '@/lib/core/format/media/url';
import styles from './DocumentCard.module.css';

/** Where a document card leads: an external page or a file to download (URL resolved on the server). */
export type CardTarget =
  | { kind: 'external'; href: string }
  | { kind: 'file'; href: string; name: string; size?: number | null };

export interface DocumentCardProps {
  title: string;
  target: CardTarget | null;
  /** A resolved image URL; leave out for a text-only card, null for the placeholder. */
  photo?: string | null;
}

/**
 * A card of a document, summary or infographic, in the list cards' frame: its
 * title is the one link, stretched over the card. A file link downloads and
 * says the file's type and size; an external link opens in a new tab and says so.
 */
export async function DocumentCard({ title, target, photo }: DocumentCardProps) {
  const t = await getTranslations('DocumentLinks');
  const locale = await getLocale();
  let meta = t('noFile');
  let hint = '';
  if (target?.kind === 'file') {
    const type = fileType(target.name) || '—';
    const size = formatFileSize(target.size, locale);
    meta = size ? t('fileMetaSized', { type, size }) : t('fileMeta', { type });
    hint = `${meta}, ${t('download')}`;
  } else if (target?.kind === 'external') {
    meta = t('external');
    hint = t('newTab');
  }
  return (
    <article className={cardStyles.card} data-kind={target?.kind ?? 'none'}>
      <div className={cardStyles.body}>
        <h3 className={cardStyles.title}>
          {target ? (
            <a
              href={target.href}
              className={cardStyles.link}
              {...(target.kind === 'external'
                ? { target: '_blank', rel: 'noopener noreferrer' }
                : { download: '' })}
            >
              {title}
              <span className="visually-hidden"> ({hint})</span>
            </a>
          ) : (
            title
          )}
        </h3>
        <p className={styles.meta} aria-hidden={target ? 'true' : undefined}>
          <span className={styles.icon} aria-hidden="true">
            {target?.kind === 'external' ? '↗' : target ? '⤓' : '–'}
          </span>
          {meta}
        </p>
      </div>
      {photo !== undefined && (
        <CardPhoto src={photo} optimize={photo !== null && isOptimizable(mediaBase(), photo)} />
      )}
    </article>
  );
}
