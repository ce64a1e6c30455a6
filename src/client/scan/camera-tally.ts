import { useEffect, useSyncExternalStore } from 'react';

/**
 * The camera sheet covers the screen it scans for, so a counting screen publishes its running
 * tally ("BAT000012 · 3") here and the sheet shows it. One screen counts at a time; the last
 * one to publish is shown.
 */
export interface TallyBoard {
  publish: (text: string | null) => void;
  current: () => string | null;
  subscribe: (listener: () => void) => () => void;
}

export function createTallyBoard(): TallyBoard {
  let text: string | null = null;
  const listeners = new Set<() => void>();
  return {
    publish(next) {
      if (next === text) return;
      text = next;
      for (const listener of listeners) listener();
    },
    current: () => text,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const board = createTallyBoard();

/** For a counting screen: shows `text` in the camera sheet while the screen is mounted (null: nothing to show). */
export function useCameraTally(text: string | null): void {
  useEffect(() => {
    board.publish(text);
    return () => board.publish(null);
  }, [text]);
}

/** For the camera sheet: the tally of the screen beneath it. */
export function usePublishedTally(): string | null {
  return useSyncExternalStore(board.subscribe, board.current);
}
