import type { AuditBody } from '../../../shared/contract/audit';
import type { ContentsChangeBody, MoveBody } from '../../../shared/contract/stock';
import { pathTo, ROUTES } from '../../../shared/routes';

/** A stock change as a request, so it can be sent now or kept on the device and sent later. */
export interface StockRequest {
  method: 'POST' | 'PUT';
  href: string;
  body: ContentsChangeBody | MoveBody | AuditBody;
}

/** Receive (positive quantity) or release (negative) through POST /api/bin/{id}/contents. */
export const contentsChange = (binId: string, body: ContentsChangeBody): StockRequest => ({
  method: ROUTES.changeContents.method,
  href: pathTo('changeContents', { id: binId }),
  body,
});

/** Moves units between bins through PUT /api/bin/{from}/contents/move. */
export const moveRequest = (fromBin: string, body: MoveBody): StockRequest => ({
  method: ROUTES.moveContents.method,
  href: pathTo('moveContents', { id: fromBin }),
  body,
});
