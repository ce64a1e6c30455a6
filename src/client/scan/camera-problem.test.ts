import { describe, expect, it } from 'vitest';
import { cameraProblem } from './camera-problem';

const mediaError = (name: string) => new DOMException('from getUserMedia', name);

describe('cameraProblem', () => {
  it.each([
    ['NotAllowedError', /^Camera access was denied/],
    ['SecurityError', /^Camera access was denied/],
    ['NotFoundError', /^No camera was found/],
    ['OverconstrainedError', /^No camera was found/],
    ['NotReadableError', /^The camera is busy/],
  ])('explains %s', (name, message) => {
    expect(cameraProblem(mediaError(name), true)).toMatch(message);
  });

  it('blames an insecure page before anything else', () => {
    expect(cameraProblem(new TypeError('undefined is not an object'), false)).toMatch(/needs a secure connection/);
  });

  it('passes on what an unexpected failure said', () => {
    expect(cameraProblem(new Error('Timeout starting video source'), true)).toBe(
      'The camera did not start (Timeout starting video source). Type the label below instead.',
    );
  });
});
