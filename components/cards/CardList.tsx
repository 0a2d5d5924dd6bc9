import { StaticPart } from '@/components/shell/StaticPart.client';
import { Card, type CardProps } from './Card';
import { gridClassName, gridItemClassName } from './CardGrid';

/** One card as an item of a list's grid; the first card's photo loads first. */
export function CardItem({ card, first = false }: { card: CardProps; first?: boolean }) {
  return (
    <li className={gridItemClassName}>
      <Card {...card} photoPriority={first} />
    </li>
  );
}

/**
 * The cards a list's page rendered on the server, as a static part (docs/frontend.md, "Static
 * parts"): the browser keeps them from the HTML, so the page's payload carries no second copy.
 * Load more (components/publications/PublicationList.client.tsx) appends the next pages' items
 * to the same list.
 */
export function CardListPart({ cards, label }: { cards: CardProps[]; label: string }) {
  return (
    // role="list": Safari drops the list role of a list styled with list-style: none.
    <StaticPart
      as="ul"
      staticPart="list-cards"
      role="list"
      className={gridClassName(3)}
      aria-label={label}
    >
      {cards.map((card, i) => (
        <CardItem key={card.href} card={card} first={i === 0} />
      ))}
    </StaticPart>
  );
}
