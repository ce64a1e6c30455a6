import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  NewWebhookAnswer,
  WebhookDeliveryList,
  WebhookList,
  WebhookTestAnswer,
  type NewWebhookBody,
} from '../../../shared/contract/webhooks';
import { pathTo } from '../../../shared/routes';
import { apiRequest } from '../request';

export const webhooksQuery = () => queryOptions({ queryKey: ['webhooks'], queryFn: () => apiRequest(WebhookList, pathTo('listWebhooks')) });
export const useWebhooks = () => useQuery(webhooksQuery());

export const createWebhook = (body: NewWebhookBody) => apiRequest(NewWebhookAnswer, pathTo('createWebhook'), { method: 'POST', body });

export const deleteWebhook = (id: number) => apiRequest(z.null(), pathTo('deleteWebhook', { id: String(id) }), { method: 'DELETE' });

export const testWebhook = (id: number) =>
  apiRequest(WebhookTestAnswer, pathTo('testWebhook', { id: String(id) }), { method: 'POST', body: {} });

export const deliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: ['webhooks', id, 'deliveries'],
    queryFn: () => apiRequest(WebhookDeliveryList, pathTo('listWebhookDeliveries', { id: String(id) })),
    // The worker sends within seconds: the log follows it while it is open.
    refetchInterval: 2_000,
  });
export const useDeliveries = (id: number) => useQuery(deliveriesQuery(id));
