/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollToTop } from './ScrollToTop.client';

const LABEL = 'Back to top';
let headerHeight = 120;

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

function Page() {
  return (
    <>
      <header>site header</header>
      <main id="main" tabIndex={-1}>
        content
      </main>
      <ScrollToTop label={LABEL} targetId="main" />
    </>
  );
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }));
}

beforeEach(() => {
  headerHeight = 120;
  setScroll(0);
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    return { height: this.tagName === 'HEADER' ? headerHeight : 0 } as DOMRect;
  });
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  mockReducedMotion(false);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('is hidden (also from the accessibility tree) until the window scrolls past the header', () => {
    render(<Page />);
    expect(screen.queryByRole('button', { name: LABEL })).toBeNull();
    act(() => setScroll(100));
    expect(screen.queryByRole('button', { name: LABEL })).toBeNull();
    act(() => setScroll(121));
    expect(screen.getByRole('button', { name: LABEL })).toBeVisible();
    act(() => setScroll(50));
    expect(screen.queryByRole('button', { name: LABEL })).toBeNull();
  });

  it('measures the header again on resize', () => {
    render(<Page />);
    act(() => setScroll(200));
    expect(screen.getByRole('button', { name: LABEL })).toBeVisible();
    headerHeight = 300;
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(screen.queryByRole('button', { name: LABEL })).toBeNull();
  });

  it('scrolls smoothly to the top and focuses the target', async () => {
    const user = userEvent.setup();
    render(<Page />);
    act(() => setScroll(500));
    await user.click(screen.getByRole('button', { name: LABEL }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('jumps without animation under prefers-reduced-motion', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    render(<Page />);
    act(() => setScroll(500));
    await user.click(screen.getByRole('button', { name: LABEL }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
