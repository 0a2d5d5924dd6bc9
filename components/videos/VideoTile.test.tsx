/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { VideoTile } from './VideoTile';

const base = {
  title: 'Sədrin çıxışı',
  kind: 'video' as const,
  href: '/video/1',
  labels: { play: 'Videonu oynat', group: 'Video qrupu' },
};

describe('VideoTile', () => {
  it('shows its thumbnail with the play icon over it', () => {
    const { container } = render(<VideoTile {...base} thumb="/img/videolar/1.jpg" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('▶');
  });

  it('without a thumbnail of its own shows no picture, only the icon and the title', () => {
    const { container } = render(<VideoTile {...base} kind="group" thumb={null} />);
    expect(container.querySelector('img, svg')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('Video qrupu');
    expect(screen.getByRole('link')).toHaveAccessibleName('Sədrin çıxışı (Video qrupu)');
  });
});
