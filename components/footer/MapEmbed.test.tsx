/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MapEmbed, osmEmbedUrl, type FooterMapLabels } from './MapEmbed.client';

const labels: FooterMapLabels = {
  show: 'Show the map',
  title: 'Map: Baku office',
  notice: 'The map is loaded from OpenStreetMap only when you ask for it.',
  open: 'Open the map on OpenStreetMap',
};

describe('MapEmbed', () => {
  it('makes no iframe (no request to the map provider) before the click', () => {
    const { container } = render(<MapEmbed labels={labels} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(labels.notice)).toBeVisible();
    expect(screen.getByRole('button', { name: labels.show })).toBeVisible();
  });

  it('shows the OpenStreetMap iframe after the click and moves focus to it', async () => {
    const user = userEvent.setup();
    render(<MapEmbed labels={labels} />);
    await user.click(screen.getByRole('button', { name: labels.show }));
    const frame = screen.getByTitle(labels.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('marker')).toBe('40.3777,49.892');
    expect(src.searchParams.get('layer')).toBe('mapnik');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: labels.show })).toBeNull();
  });

  it('has a plain link to the map that works without JavaScript', () => {
    render(<MapEmbed labels={labels} />);
    expect(screen.getByRole('link', { name: labels.open })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=40.3777&mlon=49.892#map=17/40.3777/49.892',
    );
  });

  it('puts the marker inside the bounding box (west,south,east,north)', () => {
    const url = new URL(osmEmbedUrl(40.3777, 49.892));
    const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeLessThan(49.892);
    expect(east).toBeGreaterThan(49.892);
    expect(south).toBeLessThan(40.3777);
    expect(north).toBeGreaterThan(40.3777);
  });
});
