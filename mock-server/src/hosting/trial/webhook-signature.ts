import { createHmac } from 'node:crypto';

/** x-sandbox-signature: `sha256=` and the HMAC-SHA256 of the raw body, in hex. */
export function signatureOf(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}
