import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureOf } from './webhook-signature';

describe('signatureOf', () => {
  it('is the hex HMAC-SHA256 of the exact body bytes with the secret', () => {
    const body = '{"summary":"Café opened"}';
    const expected = createHmac('sha256', 'the-secret').update(Buffer.from(body)).digest('hex');
    expect(signatureOf(body, 'the-secret')).toBe(`sha256=${expected}`);
    expect(signatureOf(`${body} `, 'the-secret')).not.toBe(`sha256=${expected}`);
    expect(signatureOf(body, 'another-secret')).not.toBe(`sha256=${expected}`);
  });
});
