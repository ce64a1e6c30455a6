import type { AuditBody } from '../../../shared/contract/audit';
import type { StockRequest } from '../stock/stock-requests';

/** Books a bin's count through POST /api/bin/{id}/audit: sent now, or kept on the device while offline. */
export const auditRequest = (binId: string, body: AuditBody): StockRequest => ({ method: 'POST', href: `/api/bin/${binId}/audit`, body });
