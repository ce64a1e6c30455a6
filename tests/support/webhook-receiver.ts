import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** the status the next requests answer, in turn; 204 once they are used up */
  answers: number[];
  close: () => Promise<void>;
}

/** A local HTTP server that records every POST with its Standard Webhooks headers. */
export async function startReceiver(answers: number[] = []): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const receiver = { received, answers: [...answers] };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const header = (name: string) => String(request.headers[name] ?? '');
      received.push({ id: header('webhook-id'), timestamp: header('webhook-timestamp'), signature: header('webhook-signature'), body });
      response.statusCode = receiver.answers.shift() ?? 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...receiver,
    get answers() {
      return receiver.answers;
    },
    url: `http://127.0.0.1:${port}/hook`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Verifies a delivery as a receiver would, written here apart from the server's code:
 * HMAC-SHA256 over `id.timestamp.body`, keyed with the base64 after `whsec_`.
 */
export function validSignature(secret: string, hook: ReceivedWebhook): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${hook.id}.${hook.timestamp}.${hook.body}`).digest('base64');
  return hook.signature.split(' ').includes(`v1,${expected}`);
}
