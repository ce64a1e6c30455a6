import { z } from 'zod';

/**
 * Signed webhooks (issue 23, decision 044): an administrator registers a URL for some of these
 * events; the stock core writes each event in its operation's transaction and a worker delivers it.
 */
export const WEBHOOK_EVENT_TYPES = ['hold.placed', 'hold.released', 'recall.started', 'shipment.created', 'stock.changed'] as const;

export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;
