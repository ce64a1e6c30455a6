// @vitest-environment jsdom
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_TOAST_MS, ToastProvider, useToast } from './toast';

// jsdom measures nothing; the toast's space is the browser test's business.
class NoResizeObserver {
  observe() {}
  disconnect() {}
}

let api: ReturnType<typeof useToast>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  api = renderHook(() => useToast(), { wrapper: ToastProvider }).result.current;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const later = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('ToastProvider', () => {
  it('takes a success away after a few seconds', () => {
    act(() => api.success('Saved!'));
    later(SUCCESS_TOAST_MS - 1);
    expect(screen.getByRole('status')).toHaveTextContent('Saved!');
    later(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a failure until it is dismissed', () => {
    act(() => api.failure('It is on hold.'));
    later(10 * 60_000);
    expect(screen.getByRole('alert')).toHaveTextContent('It is on hold.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces a failure with the next success, which then leaves', () => {
    act(() => api.failure('There is not that much available.'));
    act(() => api.success('Deleted'));
    expect(screen.queryByRole('alert')).toBeNull();
    later(SUCCESS_TOAST_MS);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a success while it is pointed at or focused, and counts again from when it is left', () => {
    act(() => api.success('Saved!'));
    const toast = screen.getByRole('status');
    fireEvent.pointerEnter(toast);
    later(SUCCESS_TOAST_MS * 3);
    fireEvent.pointerLeave(toast);
    fireEvent.focus(screen.getByRole('button', { name: 'Dismiss' }));
    later(SUCCESS_TOAST_MS * 3);
    expect(toast).toBeInTheDocument();
    fireEvent.blur(screen.getByRole('button', { name: 'Dismiss' }));
    later(SUCCESS_TOAST_MS - 1);
    expect(toast).toBeInTheDocument();
    later(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a focused success when the pointer passes over it and leaves', () => {
    act(() => api.success('Saved!'));
    fireEvent.focus(screen.getByRole('button', { name: 'Dismiss' }));
    fireEvent.pointerEnter(screen.getByRole('status'));
    fireEvent.pointerLeave(screen.getByRole('status'));
    later(SUCCESS_TOAST_MS * 3);
    expect(screen.getByRole('status')).toHaveTextContent('Saved!');
  });

  it('lets a new success stay its full time after a toast dismissed while focused', () => {
    act(() => api.success('Saved!'));
    fireEvent.focus(screen.getByRole('button', { name: 'Dismiss' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => api.success('Deleted'));
    later(SUCCESS_TOAST_MS);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
