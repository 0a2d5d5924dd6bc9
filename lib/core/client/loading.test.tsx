/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { isLoading, startLoading, useLoading } from './loading';

describe('loading flag', () => {
  it('is false while nothing loads', () => {
    const { result } = renderHook(() => useLoading());
    expect(result.current).toBe(false);
    expect(isLoading()).toBe(false);
  });

  it('stays true until both of two overlapping loads stop', () => {
    const { result } = renderHook(() => useLoading());
    let stopFirst = () => {};
    let stopSecond = () => {};
    act(() => {
      stopFirst = startLoading();
    });
    expect(result.current).toBe(true);
    act(() => {
      stopSecond = startLoading();
    });
    act(() => stopFirst());
    expect(result.current).toBe(true);
    act(() => stopSecond());
    expect(result.current).toBe(false);
  });

  it('counts a stop function called twice only once', () => {
    const stopA = startLoading();
    const stopB = startLoading();
    stopA();
    stopA();
    expect(isLoading()).toBe(true);
    stopB();
    expect(isLoading()).toBe(false);
  });
});
