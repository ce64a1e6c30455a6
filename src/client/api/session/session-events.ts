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
 * app registers the dialog that asks. Null when they cancel.
 */
let askPin: ((what: string) => Promise<string | null>) | null = null;

export function registerPinAsker(asker: typeof askPin): () => void {
  askPin = asker;
  return () => {
    if (askPin === asker) askPin = null;
  };
}

export const pinFromPerson = (what: string): Promise<string | null> => (askPin ? askPin(what) : Promise.resolve(null));
