import type { AuditBody } from '../../../shared/contract/audit';
import type { StockRequest } from '../stock/stock-requests';
import { pathTo, ROUTES } from '../../../shared/routes';

/** Books a bin's count through POST /api/bin/{id}/audit: sent now, or kept on the device while offline. */
export const auditRequest = (binId: string, body: AuditBody): StockRequest => ({
  method: ROUTES.auditBin.method,
  href: pathTo('auditBin', { id: binId }),
  body,
});
