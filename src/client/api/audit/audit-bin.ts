import { AuditAnswer, type AuditBody } from '../../../shared/contract/audit';
import { apiRequest } from '../request';

/** Books a bin's count; the key makes a retried confirm safe. */
export const auditBin = (binId: string, body: AuditBody, idempotencyKey: string) =>
  apiRequest(AuditAnswer, `/api/bin/${binId}/audit`, { method: 'POST', body, idempotencyKey });
