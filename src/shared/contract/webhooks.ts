import { z } from 'zod';
import { body, text } from './fields';

/**
 * Signed webhooks (issue 23, decision 044): an administrator registers a URL for some of these
 * events; the stock core writes each event in its operation's transaction and a worker delivers it.
 */
export const WEBHOOK_EVENT_TYPES = ['hold.placed', 'hold.released', 'recall.started', 'shipment.created', 'stock.changed'] as const;

export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** The secret's prefix, as Standard Webhooks writes it; the rest is the base64 key. */
export const SECRET_PREFIX = 'whsec_';
export const MAX_URL_LENGTH = 2000;

export const WebhookUrl = text(MAX_URL_LENGTH)
  .trim()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'must be an http:// or https:// URL');

/** whsec_ and a base64 key of 24 to 64 bytes, as Standard Webhooks secrets are written. */
export const WebhookSecret = z
  .string({ error: 'must be a string' })
  .regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/, 'must be whsec_ followed by a base64 key of 24 to 64 bytes');

export const WebhookEvents = z
  .array(WebhookEventType, { error: 'must be a list of event types' })
  .min(1, 'must name at least one event')
  .refine((events) => new Set(events).size === events.length, 'must not name an event twice');

/** POST /api/webhooks; without a secret the server makes one. */
export const NewWebhookBody = body({ url: WebhookUrl, events: WebhookEvents, secret: WebhookSecret.optional() });
export type NewWebhookBody = z.input<typeof NewWebhookBody>;

/** A webhook as listed: its secret is shown once, when it is registered. */
export const Webhook = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEventType),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type Webhook = z.infer<typeof Webhook>;

export const WebhookList = z.object({ items: z.array(Webhook) });
export type WebhookList = z.infer<typeof WebhookList>;

export const NewWebhookAnswer = Webhook.extend({ secret: z.string() });
export type NewWebhookAnswer = z.infer<typeof NewWebhookAnswer>;

/** A webhook's number, as a path carries it. */
export const WebhookParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,14}$/, 'must be a webhook number') });

export const WebhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);

/** One event sent (or being sent) to one webhook. */
export const WebhookDelivery = z.object({
  id: z.number().int(),
  /** the webhook-id header: the same on every attempt */
  event_id: z.string(),
  type: z.string(),
  status: WebhookDeliveryStatus,
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  at: z.string(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const MAX_DELIVERIES_LISTED = 100;
export const WebhookDeliveryList = z.object({ items: z.array(WebhookDelivery) });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;

/** POST /api/webhook/{id}/test sends `{}`: every POST declares a JSON body (decision 012). */
export const WebhookTestBody = body({});

/** POST /api/webhook/{id}/test: the ping is queued as any event is. */
export const WebhookTestAnswer = z.object({ event_id: z.string() });
