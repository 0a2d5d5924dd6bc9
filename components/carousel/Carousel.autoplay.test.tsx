/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, type CarouselProps } from './Carousel.client';
import { labels, liveRegion, mockMatchMedia, newsSlides, visibleSlideNames } from './test-utils';

const INTERVAL = 5000;

beforeEach(() => {
  jest.useFakeTimers();
  mockMatchMedia({ reducedMotion: false });
});

afterEach(() => {
  jest.useRealTimers();
});

/** Advances in steps of at most one interval, letting React render and re-arm between them. */
function wait(ms: number) {
  for (let left = ms; left > 0; left -= INTERVAL) {
    act(() => jest.advanceTimersByTime(Math.min(left, INTERVAL)));
  }
}

function setup(props: Partial<CarouselProps> = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <>
      <Carousel
        slides={newsSlides(3)}
        label="What's new"
        labels={labels}
        intervalMs={INTERVAL}
        {...props}
      />
      <button type="button">Outside</button>
    </>,
  );
  return { user, region: screen.getByRole('region', { name: "What's new" }) };
}

describe('Carousel autoplay', () => {
  it('advances every intervalMs with the live region off', () => {
    setup();
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    wait(INTERVAL - 1);
    expect(visibleSlideNames()).toEqual(['Slide 1 of 3']);
    wait(1);
    expect(visibleSlideNames()).toEqual(['Slide 2 of 3']);
    wait(INTERVAL);
    expect(visibleSlideNames()).toEqual(['Slide 3 of 3']);
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
  });

  it('wraps to the first slide with loop', () => {
    setup();
    wait(3 * INTERVAL);
    expect(visibleSlideNames()).toEqual(['Slide 1 of 3']);
  });

  it('stops at the last slide without loop, the toggle then offering Play', () => {
    setup({ loop: false });
    wait(10 * INTERVAL);
    expect(visibleSlideNames()).toEqual(['Slide 3 of 3']);
    expect(screen.getByRole('button', { name: labels.play })).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
  });

  it('restarts from the first slide when Play is pressed at the end without loop', async () => {
    const { user } = setup({ loop: false });
    wait(2 * INTERVAL);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(visibleSlideNames()).toEqual(['Slide 1 of 3']);
    expect(screen.getByRole('button', { name: labels.pause })).toHaveFocus();
    wait(INTERVAL);
    expect(visibleSlideNames()).toEqual(['Slide 2 of 3']);
  });

  it('stops for good on Pause, whose name switches to Play; Play starts it again', async () => {
    const { user, region } = setup();
    await user.tab();
    const toggle = screen.getByRole('button', { name: labels.pause });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAccessibleName(labels.play);
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    await user.hover(region);
    await user.unhover(region);
    await user.tab({ shift: true });
    wait(4 * INTERVAL);
    expect(visibleSlideNames()).toEqual(['Slide 1 of 3']);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAccessibleName(labels.pause);
    wait(INTERVAL);
    expect(visibleSlideNames()).toEqual(['Slide 2 of 3']);
  });

  it('pauses while the pointer hovers and resumes when it leaves', async () => {
    const { user, region } = setup();
    await user.hover(region);
    wait(2 * INTERVAL);
    expect(visibleSlideNames()).toEqual(['Slide 1 of 3']);
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    await user.unhover(region);
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    wait(INTERVAL);
    expect(visibleSlideNames()).toEqual(['Slide 2 of 3']);
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', () => {
    setup();
    act(() => screen.getByRole('link', { name: 'News 1' }).focus());
    wait(2 * INTERVAL);
    expect(visibleSlideNames()).toEqual(['Slide 1 of 3']);
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    wait(INTERVAL);
    expect(visibleSlideNames()).toEqual(['Slide 2 of 3']);
  });

  it('announces a slide moved by Next politely, while it is paused', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: labels.next }));
    expect(visibleSlideNames()).toEqual(['Slide 2 of 3']);
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
  });

  it('never autoplays under prefers-reduced-motion: the toggle starts as Play', async () => {
    mockMatchMedia({ reducedMotion: true });
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: labels.play });
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    wait(4 * INTERVAL);
    expect(visibleSlideNames()).toEqual(['Slide 1 of 3']);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAccessibleName(labels.pause);
    wait(INTERVAL);
    expect(visibleSlideNames()).toEqual(['Slide 2 of 3']);
  });
});
