/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Carousel } from './Carousel.client';
import { labels, mockMatchMedia, newsSlides, visibleSlideNames } from './test-utils';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('Carousel hydration', () => {
  it('hydrates the server HTML without a mismatch, then hides the slides out of view', async () => {
    mockMatchMedia({ wide: true, reducedMotion: true });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const element = (
      <Carousel
        slides={newsSlides(7)}
        label="Logos"
        labels={labels}
        intervalMs={3000}
        perView={{ base: 2, md: 5 }}
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const region = container.querySelector('section');
    expect(region).not.toHaveAttribute('data-js');

    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: (e) => console.error(e) });
    });

    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('section')).toBe(region);
    expect(region).toHaveAttribute('data-js');
    expect(visibleSlideNames()).toEqual([1, 2, 3, 4, 5].map((n) => `Slide ${n} of 7`));
    expect(region?.querySelector('[data-rotation]')).toHaveTextContent(labels.play);
  });
});
