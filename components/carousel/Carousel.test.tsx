/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel.client';
import { labels, liveRegion, mockMatchMedia, newsSlides, visibleSlideNames } from './test-utils';

beforeEach(() => {
  mockMatchMedia();
});

function setup(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  const user = userEvent.setup();
  render(<Carousel slides={newsSlides(3)} label="Latest news" labels={labels} {...props} />);
  return {
    user,
    next: screen.getByRole('button', { name: 'Next slide' }),
    previous: screen.getByRole('button', { name: 'Previous slide' }),
  };
}

describe('Carousel structure', () => {
  it('is a region named by its label, described as a carousel', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Latest news' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('names every slide from the template, as a group described as a slide', () => {
    setup();
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    slides.forEach((slide) => expect(slide).toHaveAttribute('aria-roledescription', 'slide'));
  });

  it('keeps every slide and its links in the DOM, with only the first in view', () => {
    setup();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/en/xeberler/1',
      '/en/xeberler/2',
      '/en/xeberler/3',
    ]);
    expect(visibleSlideNames()).toEqual(['Slide 1 of 3']);
  });

  it('has no Pause/Play toggle without intervalMs', () => {
    setup();
    expect(screen.queryByRole('button', { name: labels.pause })).toBeNull();
    expect(screen.queryByRole('button', { name: labels.play })).toBeNull();
  });
});

describe('Carousel navigation', () => {
  it('moves one slide with Next and Previous, announcing politely', async () => {
    const { user, next, previous } = setup();
    await user.click(next);
    expect(visibleSlideNames()).toEqual(['Slide 2 of 3']);
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    expect(within(liveRegion()).getByRole('group', { name: 'Slide 2 of 3' })).not.toHaveAttribute(
      'inert',
    );
    await user.click(previous);
    expect(visibleSlideNames()).toEqual(['Slide 1 of 3']);
  });

  it('wraps around both ends by default (loop)', async () => {
    const { user, next, previous } = setup();
    await user.click(previous);
    expect(visibleSlideNames()).toEqual(['Slide 3 of 3']);
    await user.click(next);
    expect(visibleSlideNames()).toEqual(['Slide 1 of 3']);
    expect(next).not.toHaveAttribute('aria-disabled');
    expect(previous).not.toHaveAttribute('aria-disabled');
  });

  it('stops at the ends without loop, marking the edge button disabled', async () => {
    const { user, next, previous } = setup({ loop: false });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(visibleSlideNames()).toEqual(['Slide 1 of 3']);
    await user.click(next);
    await user.click(next);
    expect(visibleSlideNames()).toEqual(['Slide 3 of 3']);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(visibleSlideNames()).toEqual(['Slide 3 of 3']);
    expect(next).toHaveFocus();
  });

  it('moves with the Right and Left arrow keys anywhere in the carousel', async () => {
    const { user, previous } = setup();
    act(() => previous.focus());
    await user.keyboard('{ArrowRight}');
    expect(visibleSlideNames()).toEqual(['Slide 2 of 3']);
    await user.keyboard('{ArrowRight}');
    expect(visibleSlideNames()).toEqual(['Slide 3 of 3']);
    await user.keyboard('{ArrowLeft}');
    expect(visibleSlideNames()).toEqual(['Slide 2 of 3']);
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(visibleSlideNames()).toEqual(['Slide 2 of 3']);
  });

  it('keeps focus in the carousel when an arrow key moves the focused slide out of view', async () => {
    const { user, next, previous } = setup();
    act(() => screen.getByRole('link', { name: 'News 1' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(visibleSlideNames()).toEqual(['Slide 2 of 3']);
    expect(next).toHaveFocus();
    act(() => screen.getByRole('link', { name: 'News 2' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(previous).toHaveFocus();
  });

  it('makes slides out of view inert, so Tab cannot reach their links', async () => {
    const { user, next } = setup();
    const inInertSlide = (name: string) =>
      screen.getByRole('link', { name }).closest('[inert]') !== null;
    expect([1, 2, 3].map((n) => inInertSlide(`News ${n}`))).toEqual([false, true, true]);
    await user.click(next);
    expect([1, 2, 3].map((n) => inInertSlide(`News ${n}`))).toEqual([true, false, true]);
  });
});

describe('Carousel perView', () => {
  const logos = { slides: newsSlides(7), perView: { base: 2, md: 5 }, loop: false };

  it('shows 5 slides from 768 px and moves one slide per step', async () => {
    mockMatchMedia({ wide: true });
    const { user, next } = setup(logos);
    const names = (from: number) => [0, 1, 2, 3, 4].map((i) => `Slide ${from + i} of 7`);
    expect(visibleSlideNames()).toEqual(names(1));
    await user.click(next);
    expect(visibleSlideNames()).toEqual(names(2));
    await user.click(next);
    expect(visibleSlideNames()).toEqual(names(3));
    expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows perView.base slides below 768 px and passes both counts to the CSS', () => {
    setup(logos);
    expect(visibleSlideNames()).toEqual(['Slide 1 of 7', 'Slide 2 of 7']);
    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('data-per-view', '2');
    expect(region).toHaveAttribute('data-per-view-md', '5');
  });

  it('follows the viewport across 768 px, keeping the index in range', async () => {
    const media = mockMatchMedia({ wide: false });
    const { user, next } = setup(logos);
    for (let i = 0; i < 5; i += 1) await user.click(next);
    expect(visibleSlideNames()).toEqual(['Slide 6 of 7', 'Slide 7 of 7']);
    act(() => media.change({ wide: true }));
    expect(visibleSlideNames()).toEqual([3, 4, 5, 6, 7].map((n) => `Slide ${n} of 7`));
  });
});

describe('Carousel dots', () => {
  it('offers one dot per slide, aria-current on the active one, moving on click', async () => {
    const { user } = setup();
    const dots = [1, 2, 3].map((n) => screen.getByRole('button', { name: `Go to slide ${n}` }));
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null]);
    await user.click(dots[2]!);
    expect(visibleSlideNames()).toEqual(['Slide 3 of 3']);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true']);
  });

  it('has no dots when more than one slide shows', () => {
    setup({ perView: { base: 1, md: 3 } });
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
  });
});
