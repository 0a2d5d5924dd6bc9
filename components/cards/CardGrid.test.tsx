/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { Card } from './Card';
import { CardGrid } from './CardGrid';
import { CardSkeleton, SkeletonGrid } from './CardSkeleton';

const card = (id: number) => (
  <Card key={id} href={`/xeber/${id}`} title={`Xəbər ${id}`} photo={null} moreLabel="Ətraflı" />
);

describe('CardGrid', () => {
  it('puts each card in its own list item', () => {
    render(<CardGrid label="Xəbərlər">{[1, 2, 3, 4].map(card)}</CardGrid>);
    const list = screen.getByRole('list', { name: 'Xəbərlər' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    items.forEach((item, i) => {
      expect(item.parentElement).toBe(list);
      expect(within(item).getByRole('article')).toBeInTheDocument();
      expect(within(item).getByRole('link')).toHaveAccessibleName(`Xəbər ${i + 1}`);
    });
  });

  it('keeps list semantics when styled without bullets and skips empty children', () => {
    render(
      <CardGrid>
        {card(1)}
        {null}
        {false}
        {card(2)}
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(list).toHaveAttribute('role', 'list');
    expect(list).not.toHaveAttribute('aria-label');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('puts an h2 above the cards when given a heading, so their h3 titles follow one', () => {
    render(<CardGrid heading="Qanunlar: siyahı">{[1, 2].map(card)}</CardGrid>);
    const heading = screen.getByRole('heading', { level: 2, name: 'Qanunlar: siyahı' });
    expect(heading).toHaveClass('visually-hidden');
    expect(screen.getByRole('list', { name: 'Qanunlar: siyahı' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('marks a four-column grid', () => {
    const { rerender } = render(<CardGrid columns={4}>{card(1)}</CardGrid>);
    expect(screen.getByRole('list')).toHaveClass('four');
    rerender(<CardGrid>{card(1)}</CardGrid>);
    expect(screen.getByRole('list')).not.toHaveClass('four');
  });
});

describe('CardSkeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<CardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveClass('card');
  });

  it('SkeletonGrid renders the requested number of hidden placeholders', () => {
    const { container } = render(<SkeletonGrid count={12} />);
    const grid = container.querySelector('ul');
    expect(grid).toHaveAttribute('aria-hidden', 'true');
    expect(grid).toHaveClass('grid');
    expect(grid!.querySelectorAll(':scope > li')).toHaveLength(12);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('SkeletonGrid renders nothing to count for zero or a negative count', () => {
    const { container } = render(<SkeletonGrid count={-2} />);
    expect(container.querySelectorAll('li')).toHaveLength(0);
  });
});
