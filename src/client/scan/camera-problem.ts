const TYPE_INSTEAD = 'Type the label below instead.';

/** getUserMedia rejects with DOMExceptions, which are not Errors in every realm: read them by shape. */
const field = (error: unknown, key: 'name' | 'message'): string =>
  typeof error === 'object' && error !== null && key in error ? String((error as Record<typeof key, unknown>)[key]) : String(error);

/**
 * What to tell a person whose camera did not start, from getUserMedia's error. Browsers
 * offer the camera only to secure pages, and a LAN install on plain http is not one.
 */
export function cameraProblem(error: unknown, secure: boolean): string {
  if (!secure) return `The camera needs a secure connection: open Lotline over https or on localhost. ${TYPE_INSTEAD}`;
  switch (field(error, 'name')) {
    case 'NotAllowedError':
    case 'SecurityError':
      return `Camera access was denied. Allow the camera for this site in the browser's settings, or type the label below.`;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return `No camera was found. ${TYPE_INSTEAD}`;
    case 'NotReadableError':
      return `The camera is busy or could not start; close other apps that use it and try again. ${TYPE_INSTEAD}`;
    default:
      return `The camera did not start (${field(error, 'message')}). ${TYPE_INSTEAD}`;
  }
}
