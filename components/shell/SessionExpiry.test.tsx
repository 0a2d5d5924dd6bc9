/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { assignLocation } from '@/lib/core/client/location';
import { LOGOUT_DATE_KEY, SessionExpiry, TOKEN_KEY } from './SessionExpiry.client';

// jsdom cannot navigate and its location cannot be replaced: record the call instead.
jest.mock('@/lib/core/client/location', () => ({ assignLocation: jest.fn() }));
const assign = jest.mocked(assignLocation);

const NOW = new Date('2026-11-15T10:00:00Z').getTime();

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
  assign.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

const seconds = (ms: number) => String(Math.floor(ms / 1000));

describe('SessionExpiry', () => {
  it('keeps a session that has not expired and clears it at logout_date', () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    localStorage.setItem(LOGOUT_DATE_KEY, seconds(NOW + 60_000));
    render(<SessionExpiry rootHref="/en" />);
    act(() => jest.advanceTimersByTime(59_000));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(localStorage.getItem(LOGOUT_DATE_KEY)).toBe(seconds(NOW + 60_000));
    act(() => jest.advanceTimersByTime(1_000));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(LOGOUT_DATE_KEY)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('waits past the 24.8-day limit of setTimeout instead of firing at once', () => {
    const in40days = NOW + 40 * 24 * 3600 * 1000;
    localStorage.setItem(TOKEN_KEY, 'abc');
    localStorage.setItem(LOGOUT_DATE_KEY, seconds(in40days));
    render(<SessionExpiry rootHref="/" />);
    act(() => jest.advanceTimersByTime(30 * 24 * 3600 * 1000));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    act(() => jest.advanceTimersByTime(10 * 24 * 3600 * 1000));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('clears an expired session and sends the visitor to the root of the language', () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    localStorage.setItem(LOGOUT_DATE_KEY, seconds(NOW - 1_000));
    render(<SessionExpiry rootHref="/en" />);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(LOGOUT_DATE_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/en');
  });

  it.each([
    ['missing', null],
    ['invalid', 'soon'],
  ])('treats a %s logout_date next to a token as expired', (_, value) => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    if (value !== null) localStorage.setItem(LOGOUT_DATE_KEY, value);
    render(<SessionExpiry rootHref="/" />);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('does nothing without a token', () => {
    localStorage.setItem(LOGOUT_DATE_KEY, seconds(NOW - 1_000));
    const { container } = render(<SessionExpiry rootHref="/" />);
    act(() => jest.runAllTimers());
    expect(localStorage.getItem(LOGOUT_DATE_KEY)).toBe(seconds(NOW - 1_000));
    expect(assign).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
