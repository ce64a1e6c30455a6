/**
 * The request layer tells the session when the server answered 401, without importing React
 * Query: whoever shows the session subscribes.
 */
const listeners = new Set<() => void>();

export function onSignedOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySignedOut(): void {
  for (const listener of listeners) listener();
}

/**
 * Asks the signed-in person for their PIN (or password) when the server wants it confirmed; the
 * app registers the dialog that asks, loaded once accounts are known to be on. A request that
 * needs it before the dialog has loaded waits for it. Null when they cancel.
 */
type PinAsker = (what: string) => Promise<string | null>;
let askPin: PinAsker | null = null;
const waitingForAsker: ((asker: PinAsker) => void)[] = [];

export function registerPinAsker(asker: PinAsker): () => void {
  askPin = asker;
  for (const waiting of waitingForAsker.splice(0)) waiting(asker);
  return () => {
    if (askPin === asker) askPin = null;
  };
}

export const pinFromPerson = async (what: string): Promise<string | null> =>
  (askPin ?? (await new Promise<PinAsker>((resolve) => waitingForAsker.push(resolve))))(what);
