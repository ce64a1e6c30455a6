import { ShipmentAnswer, type ShipmentBody } from '../../../shared/contract/shipments';
import { pathTo, ROUTES } from '../../../shared/routes';
import { apiRequest } from '../request';

/** POST /api/shipments; the key makes a retry after a lost answer book it once. */
export const createShipment = (body: ShipmentBody, idempotencyKey: string) =>
  apiRequest(ShipmentAnswer, pathTo('createShipment'), { method: ROUTES.createShipment.method, body, idempotencyKey });

/** The shipment's packing slip, a PDF the browser opens. */
export const packingSlipHref = (operationId: number) => pathTo('getPackingSlip', { id: operationId });
