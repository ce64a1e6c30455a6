import { describe, expect, it } from 'vitest';
import { newSecret, signature, signedHeaders } from './signature';

describe('Standard Webhooks signature', () => {
  it('matches the example of the specification', () => {
    // From standard-webhooks' own test vectors (spec and libraries).
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
    const body = '{"test": 2432232314}';
    expect(signature(secret, id, 1614265330, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs with the attempt time in seconds and makes secrets of 24 random bytes', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const headers = signedHeaders(secret, 'evt_1', 1_700_000_000_999, '{}');
    expect(headers['webhook-timestamp']).toBe('1700000000');
    expect(headers['webhook-signature']).toBe(signature(secret, 'evt_1', 1_700_000_000, '{}'));
  });
});
