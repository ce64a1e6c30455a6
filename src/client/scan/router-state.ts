/** Where the router is: on its way to another screen or not, and the location it shows or goes to. */
export interface RouterState {
  navigating: boolean;
  locationKey: string;
}

type Listener = (state: RouterState) => void;

let current: RouterState | null = null;
const listeners = new Set<Listener>();

/**
 * The app's router reports each change of its state here, the moment it happens. useNavigation()
 * tells only once React has rendered the change: on a busy phone a scan made just after a menu
 * link was pressed came before that render, and the screen being left opened the scanned bin.
 */
export function reportRouterState(state: RouterState): void {
  current = state;
  for (const listener of listeners) listener(state);
}

/** Calls `listener` with the router's state now (once it has reported one) and on every change; returns the way to stop. */
export function followRouterState(listener: Listener): () => void {
  if (current) listener(current);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the router is on its way to another screen this moment, whatever React has rendered of it yet. */
export const routerNavigating = (): boolean => current?.navigating ?? false;
