import type { FastifyInstance } from 'fastify';
import {
  ShipmentAnswer,
  ShipmentBody,
  ShipmentListQuery,
  ShipmentListResource,
  ShipmentParams,
  ShipmentResource,
} from '../../../shared/contract/shipments';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { bookShipment, listShipments, requireShipment, shipmentUri } from './service';

/** POST and GET /api/shipments, GET /api/shipment/{id} and its packing slip. */
export function shipmentRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'createShipment',
      {
        tag: 'Stock',
        summary: 'Ship lines of stock to a customer',
        description:
          'One release operation of every line, from one or more bins: lots, SKUs and mixtures (drawn from their lots in ' +
          'proportion). Lines of one item from one bin are added together. The shipment names the customer and the order ' +
          'reference; the downstream trace lists the customer with what they received.',
        body: ShipmentBody,
        idempotent: true,
        success: { status: 201, description: 'The shipment, every line with its lots.', schema: ShipmentAnswer, location: true },
        problems: ['missing-resource', 'insufficient-quantity', 'item-on-hold'],
      },
      async ({ body }, request, reply) => {
        const answer = await withIdempotency(db, request, async (trx, key) => {
          const state = await bookShipment(trx, body, request.actor, key);
          const shipped: ShipmentAnswer = { Id: shipmentUri(state.operation_id), status: 'shipment booked', state };
          return { statusCode: 201, body: shipped };
        });
        // A replayed answer names the same shipment, so its location is read from the answer.
        return sendAnswer(reply.header('location', (answer.body as ShipmentAnswer).Id), answer);
      },
    );

    apiRoute(
      app,
      'listShipments',
      {
        tag: 'Stock',
        summary: 'Shipments, newest first',
        description: 'Of one customer (`customer`) or of all, a page at a time.',
        query: ShipmentListQuery,
        success: { status: 200, description: 'A page of shipments.', schema: ShipmentListResource },
      },
      async ({ query }) => ({ Id: pathTo('listShipments'), state: await listShipments(db, query) }),
    );

    apiRoute(
      app,
      'getShipment',
      {
        tag: 'Stock',
        summary: 'A shipment and the lots it carried',
        params: ShipmentParams,
        success: { status: 200, description: 'The shipment.', schema: ShipmentResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => ({ Id: shipmentUri(id), state: await requireShipment(db, id) }),
    );

    apiRoute(
      app,
      'getPackingSlip',
      {
        tag: 'Stock',
        summary: 'A shipment’s packing slip as a PDF',
        params: ShipmentParams,
        success: { status: 200, description: 'An A4 PDF listing every line and lot.', mediaType: 'application/pdf' },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }, _request, reply) => {
        const shipment = await requireShipment(db, id);
        // pdf-lib loads on the first slip asked for, as the label renderers do, to keep start-up lean.
        const { packingSlipPdf } = await import('./packing-slip');
        const pdf = await packingSlipPdf(shipment);
        return reply
          .type('application/pdf')
          .headers({ 'content-disposition': `inline; filename="packing-slip-${id}.pdf"`, 'cache-control': 'no-cache' })
          .send(Buffer.from(pdf));
      },
    );
  };
}
