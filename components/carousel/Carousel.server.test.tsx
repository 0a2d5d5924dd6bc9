import { renderToString } from 'react-dom/server';
import { Carousel } from './Carousel.client';
import { labels, newsSlides } from './test-utils';

// The HTML a visitor without JavaScript gets (and a crawler reads).
function serverHtml(props: { intervalMs?: number; perView?: { base: number; md?: number } } = {}) {
  return renderToString(
    <Carousel slides={newsSlides(7)} label="Son xəbərlər" labels={labels} {...props} />,
  );
}

describe('Carousel server HTML', () => {
  it('holds every slide and its link, none inert, so all stay reachable by scrolling', () => {
    const html = serverHtml({ intervalMs: 7000 });
    for (let n = 1; n <= 7; n += 1) {
      expect(html).toContain(`aria-label="Slide ${n} of 7"`);
      expect(html).toContain(`href="/en/xeberler/${n}"`);
    }
    expect(html).not.toContain('inert');
  });

  it('is not yet marked as scripted, so the CSS keeps the scroll-snap strip', () => {
    expect(serverHtml()).not.toContain('data-js');
  });

  it('names the region and announces politely until the script starts the rotation', () => {
    const html = serverHtml({ intervalMs: 7000 });
    expect(html).toMatch(
      /<section[^>]*aria-roledescription="carousel"[^>]*aria-label="Son xəbərlər"/,
    );
    expect(html).toContain('aria-live="polite"');
  });

  it('offers Pause before reduced motion can be read (the script may turn it to Play)', () => {
    const html = serverHtml({ intervalMs: 7000 });
    expect(html).toContain(labels.pause);
    expect(html).not.toContain(labels.play);
  });

  it('sets the slides per view for the CSS, for both widths, with no inline style (the CSP refuses it)', () => {
    const html = serverHtml({ perView: { base: 2, md: 5 } });
    expect(html).toContain('data-per-view="2"');
    expect(html).toContain('data-per-view-md="5"');
    expect(html).not.toContain('style=');
  });
});
