import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { originFetch } from '../bench/host-fetch';
import { OPERATOR_KEY } from '../bench/trial-server';

const SECRET = 'crash-check-webhook-secret';
/** How long the restarted trial has to send what was acknowledged before the kill. */
const DELIVERY_WAIT_MS = 30_000;

/** The endpoint the trial's webhooks go to: every delivery id it received, and forged ones. */
export async function deliveryReceiver() {
  const received = new Set<string>();
  let badSignatures = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const expected = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
      if (request.headers['x-sandbox-signature'] !== expected) badSignatures += 1;
      else received.add(String(request.headers['x-sandbox-delivery']));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { TRIAL_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks`, TRIAL_WEBHOOK_SECRET: SECRET },
    received,
    badSignatures: () => badSignatures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type DeliveryReceiver = Awaited<ReturnType<typeof deliveryReceiver>>;

/**
 * One writer of webhook deliveries until `stopped()`: test events from the console's API, one
 * after another; each 201 means the delivery is stored and must reach the receiver.
 */
export function sendTestEvents(port: number, stopped: () => boolean) {
  const send = originFetch(`http://127.0.0.1:${port}`);
  const acked: string[] = [];
  const done = (async () => {
    while (!stopped()) {
      try {
        const res = await send('/__insights/deliveries/test', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sandbox-key': OPERATOR_KEY },
          body: '{}',
        });
        if (res.status !== 201) throw new Error(`a test event answered ${res.status}`);
        acked.push(((await res.json()) as { data: { id: string } }).data.id);
      } catch (error) {
        if (stopped()) return; // the kill cut it: stored or not, either is fine
        throw error;
      }
    }
  })();
  return { acked, done };
}

/** After the restart: the acknowledged deliveries that never reached the receiver. */
export async function undelivered(receiver: DeliveryReceiver, acked: string[]): Promise<number> {
  const missing = () => acked.filter((id) => !receiver.received.has(id)).length;
  for (let waited = 0; missing() > 0 && waited < DELIVERY_WAIT_MS; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return missing();
}
