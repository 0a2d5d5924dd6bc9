/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Card, type CardProps } from './Card';

const base: CardProps = {
  href: '/xeber/42',
  title: 'Hesablama Palatası illik hesabatını təqdim etdi',
  photo: 'https://cdn.example.az/img/xeberler/42.jpg',
  excerpt: 'Hesabatda dövlət büdcəsinin icrası təhlil olunur…',
  date: '2026-01-05T23:30:00+04:00',
  moreLabel: 'Ətraflı',
};

describe('Card', () => {
  it('has exactly one link, named by the title, inside the heading', () => {
    render(<Card {...base} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(base.title);
    expect(links[0]).toHaveAttribute('href', '/xeber/42');
    expect(screen.getByRole('heading', { level: 3, name: base.title })).toContainElement(links[0]!);
  });

  it('is one tab stop', async () => {
    const user = userEvent.setup();
    render(<Card {...base} badges={['Audit']} />);
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('shows the visible "more" text, hidden from the link name', () => {
    render(<Card {...base} />);
    const more = screen.getByText('Ətraflı');
    expect(more).toBeVisible();
    expect(more).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link')).not.toHaveAccessibleName(/Ətraflı/);
  });

  it('shows the date as DD-MM-YYYY in a time element with the ISO date', () => {
    const { container } = render(<Card {...base} />);
    const time = container.querySelector('time');
    expect(time).toHaveTextContent(/^05-01-2026$/);
    expect(time).toHaveAttribute('dateTime', '2026-01-05');
  });

  it('leaves the date out when it is missing or invalid', () => {
    const { container, rerender } = render(<Card {...base} date={undefined} />);
    expect(container.querySelector('time')).toBeNull();
    rerender(<Card {...base} date="31-12-2026" />);
    expect(container.querySelector('time')).toBeNull();
  });

  it('shows the excerpt', () => {
    render(<Card {...base} />);
    expect(screen.getByText(base.excerpt!)).toBeInTheDocument();
  });

  it('loads the photo lazily with its dimensions and an empty alt by default', () => {
    const { container } = render(<Card {...base} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', base.photo);
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '450');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('uses photoAlt when given', () => {
    render(<Card {...base} photoAlt="Sədr çıxış edir" />);
    expect(screen.getByRole('img', { name: 'Sədr çıxış edir' })).toBeInTheDocument();
  });

  it('shows no picture at all, not a stock one, for an item without a photo', () => {
    const { container } = render(<Card {...base} photo={null} />);
    expect(container.querySelector('img, svg')).toBeNull();
    expect(container.querySelector('article')!.children).toHaveLength(1);
    expect(screen.getByRole('heading')).toHaveTextContent(base.title);
  });

  it('marks the language of an item in the other language', () => {
    const { rerender } = render(<Card {...base} lang="az" />);
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'az');
    rerender(<Card {...base} />);
    expect(screen.getByRole('article')).not.toHaveAttribute('lang');
  });

  it('lists the badges', () => {
    render(<Card {...base} badges={['Uyğunluq auditi', 'Səhiyyə', '2025']} />);
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Uyğunluq auditi', 'Səhiyyə', '2025']);
  });

  it('renders no badge list when there are none', () => {
    render(<Card {...base} badges={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
