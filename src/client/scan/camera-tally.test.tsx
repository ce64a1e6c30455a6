// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTallyBoard, useCameraTally, usePublishedTally } from './camera-tally';

// Vitest runs without globals here, so Testing Library cannot unmount on its own.
afterEach(cleanup);

describe('createTallyBoard', () => {
  it('tells its listeners when the text changes, and only then', () => {
    const board = createTallyBoard();
    const listener = vi.fn();
    const stop = board.subscribe(listener);
    board.publish('BAT000012 · 1');
    board.publish('BAT000012 · 1');
    expect(board.current()).toBe('BAT000012 · 1');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    board.publish(null);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useCameraTally', () => {
  it('shows a screen’s tally to the sheet as it changes, and nothing once the screen is gone', () => {
    const sheet = renderHook(() => usePublishedTally());
    const screen = renderHook(({ text }) => useCameraTally(text), { initialProps: { text: 'BAT000012 · 1' } });
    expect(sheet.result.current).toBe('BAT000012 · 1');
    screen.rerender({ text: 'BAT000012 · 2' });
    expect(sheet.result.current).toBe('BAT000012 · 2');
    screen.unmount();
    expect(sheet.result.current).toBeNull();
  });
});
