import { ContentsChangeAnswer, type ContentsChangeBody } from '../../../shared/contract/stock';
import { apiRequest } from '../request';

/** Receive (positive quantity) or release (negative) through POST /api/bin/{id}/contents. */
export const changeContents = (binId: string, body: ContentsChangeBody, idempotencyKey: string) =>
  apiRequest(ContentsChangeAnswer, `/api/bin/${binId}/contents`, { method: 'POST', body, idempotencyKey });
