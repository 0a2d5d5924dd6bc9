import { getTranslations } from 'next-intl/server';
import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './FeedLink.module.css';

/** The visible "Subscribe (Atom)" link of a list or filter view (its feed is also named in the head), a static part. */
export async function FeedLink({ href }: { href: string }) {
  const t = await getTranslations('Feeds');
  return (
    <StaticPart as="p" staticPart={`feed:${href}`} className={styles.feed}>
      <a href={href} type="application/atom+xml" rel="alternate">
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" focusable="false">
          <circle cx="3" cy="13" r="2" fill="currentColor" />
          <path
            d="M1 6a9 9 0 0 1 9 9M1 1a14 14 0 0 1 14 14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        {t('subscribe')}
      </a>
    </StaticPart>
  );
}
