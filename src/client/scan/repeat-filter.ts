/** A camera sees a label in many frames in a row; a read of the same code this soon is the same scan. */
export const REPEAT_WINDOW_MS = 2000;

/**
 * Returns a gate that passes a read unless it repeats the last passed code within the window.
 * The window runs from the passed read, so a label held in view counts again every window:
 * that is how count mode counts the same item by the camera.
 */
export function createRepeatFilter(windowMs = REPEAT_WINDOW_MS, now: () => number = () => performance.now()): (text: string) => boolean {
  let lastText: string | null = null;
  let lastAt = -Infinity;
  return (text) => {
    const at = now();
    if (text === lastText && at - lastAt < windowMs) return false;
    lastText = text;
    lastAt = at;
    return true;
  };
}
