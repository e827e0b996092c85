import { act, renderHook } from '@testing-library/react';
import { useBlockTransitionsWhileResizing } from '../../src/app/useBlockTransitionsWhileResizing';

describe('transitions while resizing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('blocks transitions until 250 ms after the last resize event', () => {
    renderHook(() => useBlockTransitionsWhileResizing());
    const root = document.documentElement;

    act(() => void window.dispatchEvent(new Event('resize')));
    expect(root).toHaveClass('resizing');
    act(() => void jest.advanceTimersByTime(200));
    act(() => void window.dispatchEvent(new Event('resize')));
    act(() => void jest.advanceTimersByTime(249));
    expect(root).toHaveClass('resizing');
    act(() => void jest.advanceTimersByTime(1));
    expect(root).not.toHaveClass('resizing');
  });
});
