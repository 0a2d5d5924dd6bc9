/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Slider, type SliderLabels } from './Slider.client';
import { startSwiper } from './start-swiper';

jest.mock('./start-swiper', () => ({ startSwiper: jest.fn() }));

const labels: SliderLabels = {
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause',
  play: 'Play',
  slide: 'Slide {n} of {total}',
  goTo: 'Go to slide {n}',
};

const slides = ['One', 'Two', 'Three'].map((t) => (
  <a key={t} href={`/${t}`}>
    {t}
  </a>
));

/** A stand-in for the Swiper instance: the component's contract with start-swiper.ts. */
function fakeSwiper({ running = true } = {}) {
  const handlers: Array<() => void> = [];
  const s = {
    activeIndex: 0,
    isBeginning: true,
    isEnd: false,
    autoplay: { running, start: jest.fn(), stop: jest.fn() },
    on: jest.fn((_events: string, fn: () => void) => handlers.push(fn)),
    slideNext: jest.fn(),
    slidePrev: jest.fn(),
    slideTo: jest.fn(),
    destroy: jest.fn(),
    emit() {
      handlers.forEach((h) => h());
    },
  };
  s.autoplay.start.mockImplementation(() => {
    s.autoplay.running = true;
    s.emit();
  });
  s.autoplay.stop.mockImplementation(() => {
    s.autoplay.running = false;
    s.emit();
  });
  return s;
}

async function mount(props: Partial<Parameters<typeof Slider>[0]> = {}, running = true) {
  const s = fakeSwiper({ running });
  jest.mocked(startSwiper).mockResolvedValue(s as never);
  render(<Slider slides={slides} label="News" intervalMs={7000} labels={labels} {...props} />);
  await act(async () => {});
  return s;
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('the server HTML is a labelled region of labelled slides, controls reserved but hidden', () => {
  const html = renderToString(
    <Slider slides={slides} label="News" intervalMs={7000} labels={labels} />,
  );
  document.body.innerHTML = html;
  const region = screen.getByRole('region', { name: 'News' });
  expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  expect(region).not.toHaveAttribute('data-js');
  const groups = screen.getAllByRole('group');
  expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
    'News',
    'Slide 1 of 3',
    'Slide 2 of 3',
    'Slide 3 of 3',
  ]);
  // The strip scrolls by itself until Swiper starts: it takes focus (WCAG 2.1.1).
  expect(groups[0]).toHaveAttribute('tabindex', '0');
  // Every slide's link is in the HTML (the no-JS strip), none inert.
  expect(screen.getAllByRole('link')).toHaveLength(3);
  expect(html).not.toContain('inert');
  expect(html).toContain('swiper-wrapper');
  expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
});

test('once Swiper runs: Pause stops the rotation and Play restarts it', async () => {
  const s = await mount();
  expect(screen.getByRole('region', { name: 'News' })).toHaveAttribute('data-js', '');
  // Swiper's controls now operate it: the strip is no tab stop of its own.
  expect(document.querySelector('.swiper')).not.toHaveAttribute('tabindex');
  fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
  expect(s.autoplay.stop).toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  expect(s.autoplay.start).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
});

test('without loop, Play at the last slide starts again from the first; Next is disabled there', async () => {
  const s = await mount({ loop: false }, false);
  s.activeIndex = 2;
  s.isBeginning = false;
  s.isEnd = true;
  act(() => s.emit());
  expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  expect(s.slideTo).toHaveBeenCalledWith(0);
  expect(s.autoplay.start).toHaveBeenCalled();
});

test('arrow keys, buttons and dots move the slider; focus inside stops the rotation', async () => {
  const s = await mount();
  const region = screen.getByRole('region', { name: 'News' });
  fireEvent.keyDown(region, { key: 'ArrowRight' });
  expect(s.slideNext).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(region, { key: 'ArrowLeft' });
  expect(s.slidePrev).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(s.slideNext).toHaveBeenCalledTimes(2);
  fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
  expect(s.slideTo).toHaveBeenCalledWith(2);
  // Focus on the rotation control does not stop it; focus on a slide's link does.
  fireEvent.focus(screen.getByRole('button', { name: 'Pause' }));
  expect(s.autoplay.stop).not.toHaveBeenCalled();
  fireEvent.focus(screen.getByRole('link', { name: 'One' }));
  expect(s.autoplay.stop).toHaveBeenCalled();
});

test('several slides at a time: no dots; the slider is destroyed on unmount', async () => {
  const s = fakeSwiper();
  jest.mocked(startSwiper).mockResolvedValue(s as never);
  const { unmount } = render(
    <Slider slides={slides} label="Logos" perView={{ base: 2, md: 5 }} labels={labels} />,
  );
  await act(async () => {});
  expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  expect(jest.mocked(startSwiper).mock.calls.at(-1)?.[1]).toMatchObject({
    perView: { base: 2, md: 5 },
    loop: true,
  });
  unmount();
  expect(s.destroy).toHaveBeenCalled();
});

describe('the position on phones', () => {
  const ten = Array.from({ length: 10 }, (_, i) => <span key={i}>Slide {i}</span>);

  it('shows "Slide 1 of 10" and marks the dots as too many for a phone row', async () => {
    const s = await mount({ slides: ten });
    expect(screen.getByText('Slide 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).parentElement).toHaveAttribute(
      'data-many',
    );
    s.activeIndex = 2;
    act(() => s.emit());
    expect(screen.getByText('Slide 3 of 10')).toBeInTheDocument();
  });

  it('keeps only the dots when three slides fit the row', async () => {
    await mount();
    expect(screen.queryByText(/^Slide \d+ of 3$/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).parentElement).not.toHaveAttribute(
      'data-many',
    );
  });
});

describe('a slider further down the page', () => {
  /** A stand-in IntersectionObserver that reports what the test says is in view. */
  let report: (inView: boolean) => void = () => {};
  const observers: string[] = [];
  beforeEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      watching = false;
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        report = (inView) => {
          if (this.watching) callback([{ isIntersecting: inView }]);
        };
      }
      observe() {
        this.watching = true;
        observers.push('observe');
      }
      disconnect() {
        this.watching = false;
        observers.push('disconnect');
      }
    };
    observers.length = 0;
    jest
      .mocked(startSwiper)
      .mockClear()
      .mockResolvedValue(fakeSwiper() as never);
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('fetches Swiper only once it comes near the screen, then stops watching', async () => {
    render(<Slider slides={slides} label="Photos" intervalMs={3000} labels={labels} />);
    await act(async () => {});
    expect(startSwiper).not.toHaveBeenCalled();
    await act(async () => report(false));
    expect(startSwiper).not.toHaveBeenCalled();
    await act(async () => report(true));
    expect(startSwiper).toHaveBeenCalledTimes(1);
    expect(observers).toEqual(['observe', 'disconnect']);
    expect(screen.getByRole('region', { name: 'Photos' })).toHaveAttribute('data-js', '');
  });

  it('starts at once when the visitor focuses its strip before it is in view', async () => {
    render(<Slider slides={slides} label="Photos" intervalMs={3000} labels={labels} />);
    await act(async () => {});
    await act(async () => screen.getByRole('group', { name: 'Photos' }).focus());
    expect(startSwiper).toHaveBeenCalledTimes(1);
    // The strip is no tab stop once Swiper runs: focus goes on to the first control.
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await act(async () => report(true));
    expect(startSwiper).toHaveBeenCalledTimes(1);
  });

  it('stops watching when it goes away unreached', async () => {
    const { unmount } = render(
      <Slider slides={slides} label="Photos" intervalMs={3000} labels={labels} />,
    );
    unmount();
    expect(observers).toEqual(['observe', 'disconnect']);
    expect(startSwiper).not.toHaveBeenCalled();
  });
});
