/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { startLoading } from '@/lib/core/client/loading';
import { NAVIGATION_TIMEOUT_MS, ProgressBar } from './ProgressBar.client';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useSearchParams: jest.fn() }));
const pathname = jest.mocked(usePathname);
const searchParams = jest.mocked(useSearchParams);

const LABEL = 'Loading';

function at(path: string, query = '') {
  pathname.mockReturnValue(path);
  searchParams.mockReturnValue(
    new URLSearchParams(query) as unknown as ReturnType<typeof useSearchParams>,
  );
}

function Page() {
  return (
    <>
      <ProgressBar label={LABEL} />
      <Link href="/en/cixislar">Speeches</Link>
      <Link href="/en/xeberler?page=2">Next page</Link>
      <Link href="/en/cixislar" target="_blank">
        Speeches in a new tab
      </Link>
      <a href="#main">Skip</a>
    </>
  );
}

// next/link navigates through the app router, absent here: jsdom must not navigate either.
function preventNavigation(event: MouseEvent) {
  event.preventDefault();
}

beforeEach(() => {
  at('/en/xeberler');
  window.history.replaceState(null, '', '/en/xeberler');
  document.addEventListener('click', preventNavigation);
});

afterEach(() => {
  document.removeEventListener('click', preventNavigation);
  jest.useRealTimers();
});

describe('ProgressBar', () => {
  it('shows nothing while nothing loads', () => {
    render(<Page />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a labelled progress bar while a load is under way', () => {
    render(<Page />);
    let stop = () => {};
    act(() => {
      stop = startLoading();
    });
    expect(screen.getByRole('progressbar', { name: LABEL })).toBeVisible();
    act(() => stop());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows from a click on an internal link until the path changes', () => {
    const { rerender } = render(<Page />);
    fireEvent.click(screen.getByRole('link', { name: 'Speeches' }));
    expect(screen.getByRole('progressbar', { name: LABEL })).toBeInTheDocument();
    at('/en/cixislar');
    rerender(<Page />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stops when only the query changes', () => {
    const { rerender } = render(<Page />);
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    at('/en/xeberler', 'page=2');
    rerender(<Page />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('ignores links that do not navigate here: new tab, hash, modifier keys', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('link', { name: 'Speeches in a new tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Skip' }));
    fireEvent.click(screen.getByRole('link', { name: 'Speeches' }), { metaKey: true });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('gives up after the safety timeout when the page never arrives', () => {
    jest.useFakeTimers();
    render(<Page />);
    fireEvent.click(screen.getByRole('link', { name: 'Speeches' }));
    act(() => jest.advanceTimersByTime(NAVIGATION_TIMEOUT_MS - 1));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
