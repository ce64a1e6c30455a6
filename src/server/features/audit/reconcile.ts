import type { AuditLine, AuditResult } from '../../../shared/contract/audit';

export { reconcile } from '../../../shared/audit-reconcile';

export function summarise(lines: AuditLine[]): Record<AuditResult, number> {
  const summary: Record<AuditResult, number> = { matched: 0, over: 0, short: 0, unexpected: 0 };
  for (const line of lines) summary[line.result] += 1;
  return summary;
}
