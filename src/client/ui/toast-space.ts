import { useEffect, useRef } from 'react';

/**
 * The space a shown toast takes at the bottom of the screen. The shell's main area pads its
 * end by it, so a page can always scroll its last buttons above the toast.
 */
const SPACE_VARIABLE = '--toast-space';
/** The toast's distance from the bottom edge (bottom-4) and a little air above it. */
const TOAST_MARGIN_PX = 24;
/** The buttons a person presses to finish a form: a toast must never sit over them. */
const ACTIONS = 'main :is(button[type="submit"], .btn-primary)';

/**
 * Scrolls a form's action that the toast covers up above it. The padding alone leaves room but
 * moves nothing: on a phone a short form's Submit stays under a failure toast until the person
 * thinks to scroll, and the toast stays until dismissed.
 */
function scrollActionsClear(toast: Element): void {
  const box = toast.getBoundingClientRect();
  const top = box.top - TOAST_MARGIN_PX / 2;
  const covered = [...document.querySelectorAll(ACTIONS)]
    .map((action) => action.getBoundingClientRect())
    .filter((action) => action.width > 0 && action.bottom > top && action.top < box.bottom)
    .filter((action) => action.right > box.left && action.left < box.right);
  const overlap = Math.max(0, ...covered.map((action) => action.bottom - top));
  if (overlap > 0) window.scrollBy({ top: overlap });
}

/**
 * Keeps SPACE_VARIABLE at the shown toast's height and the page's actions clear of it. Returns
 * the ref for the toast's container; `toast` is the shown toast's identity, so each new one is
 * measured again.
 */
export function useToastSpace(toast: number | null) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement.style;
    const element = container.current;
    const shown = element?.firstElementChild;
    if (toast === null || !element || !shown) {
      root.removeProperty(SPACE_VARIABLE);
      return;
    }
    const observer = new ResizeObserver(() => {
      root.setProperty(SPACE_VARIABLE, `${element.offsetHeight + TOAST_MARGIN_PX}px`);
      scrollActionsClear(shown);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(SPACE_VARIABLE);
    };
  }, [toast]);
  return container;
}
