import type { InstanceUndo } from '../../../shared/contract/step-instances';
import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';

/** The operation that undid a run: who, when, and its id for the ledger's page. */
export async function undoOf(db: DB | Trx, operationId: number): Promise<InstanceUndo> {
  const operation = await db
    .selectFrom('operations')
    .select(['id', 'at', 'operator'])
    .where('id', '=', operationId)
    .executeTakeFirstOrThrow();
  return { operation_id: operation.id, operator: operation.operator, at: new Date(operation.at).toISOString() };
}
