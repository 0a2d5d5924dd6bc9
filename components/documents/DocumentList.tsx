import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/cards/CardGrid';
import { DocumentCard, type DocumentCardProps } from './DocumentCard';

interface Props {
  /** The list's accessible name, when a visible heading above it already names it. */
  label?: string;
  /** The list's h2 (and name) when the page shows no heading above it (CardGrid's ListHeading). */
  heading?: string;
  items: Array<DocumentCardProps & { id: number }>;
  /** Shown instead of the grid when there is nothing (default: the cards' no-data text). */
  empty?: string;
}

/** A grid of document cards, or the no-data text when there are none. */
export async function DocumentList({ label, heading, items, empty }: Props) {
  if (items.length === 0) {
    const t = await getTranslations('Cards');
    return <p>{empty ?? t('noData')}</p>;
  }
  return (
    <CardGrid label={label} heading={heading}>
      {items.map(({ id, ...card }) => (
        <DocumentCard key={id} {...card} />
      ))}
    </CardGrid>
  );
}
