import { MoveAnswer, type MoveBody } from '../../../shared/contract/stock';
import { apiRequest } from '../request';

/** Moves units between bins through PUT /api/bin/{from}/contents/move. */
export const moveItem = (fromBin: string, body: MoveBody, idempotencyKey: string) =>
  apiRequest(MoveAnswer, `/api/bin/${fromBin}/contents/move`, { method: 'PUT', body, idempotencyKey });
