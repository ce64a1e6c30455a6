import type {
  CreateCustomerBody,
  CustomerListQuery,
  CustomerListResource,
  CustomerState,
  UpdateCustomerBody,
} from '../../../shared/contract/customers';
import type { DB } from '../../db/connect';
import { inTransaction, type Trx } from '../../db/transaction';
import { invalid } from '../../http/app-error';
import { archiveIfUsed, NO_CODES, refuseUsedId } from '../../core/archive';
import { customerRow } from '../../core/customers';
import { advanceCounter } from '../../core/ids';
import { pageOf, paged } from '../../core/list-page';
import { customerOperations, customerUri, missingCustomer } from '../../core/resources/customers';
import { duplicateId, inUniqueTransaction } from '../../core/unique';
import { deleteCustomerRow, findCustomer, insertCustomer, pageOfCustomers, updateCustomerRow, type CustomerRow } from './repo';
import { customerState } from './resource';

async function loadCustomer(db: DB | Trx, id: string): Promise<CustomerState> {
  const row = await findCustomer(db, id);
  if (!row) throw missingCustomer(id);
  return customerState(row);
}

export const getCustomer = (db: DB, id: string): Promise<CustomerState> => loadCustomer(db, id);

export function createCustomer(db: DB, body: CreateCustomerBody): Promise<CustomerState> {
  return inUniqueTransaction(db, async (trx) => {
    if (await findCustomer(trx, body.id)) throw duplicateId();
    await refuseUsedId(trx, body.id);
    await insertCustomer(trx, customerRow(body, Date.now()));
    await advanceCounter(trx, body.id);
    return loadCustomer(trx, body.id);
  });
}

export function updateCustomer(db: DB, id: string, body: UpdateCustomerBody): Promise<CustomerState> {
  if (body.id !== undefined && body.id !== id) throw invalid('id', 'must match the customer in the URL');
  const { id: _id, ...changes } = body;
  return inTransaction(db, async (trx) => {
    if (!(await findCustomer(trx, id, 'update'))) throw missingCustomer(id);
    await updateCustomerRow(trx, id, changes);
    return loadCustomer(trx, id);
  });
}

/**
 * A customer on the record (named by a table registered as holding customers, as shipments
 * will be: core/record-holders.ts) is archived, its id never given again; any other is removed
 * and its id may name a new customer. Answers whether it was archived.
 */
export function deleteCustomer(db: DB, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await findCustomer(trx, id, 'update');
    if (!row) throw missingCustomer(id, 'Can not delete customer that does not exist.');
    const { name, contact, email, phone, address, notes, created_at } = row;
    const archived = await archiveIfUsed(trx, {
      id,
      kind: 'customer',
      name,
      contact,
      email,
      phone,
      address,
      notes,
      created_at,
      sku_id: null,
      props: null,
      codes: NO_CODES,
    });
    await deleteCustomerRow(trx, id);
    return archived;
  });
}

/** Puts an archived customer back, as it was. */
export async function restoreCustomer(trx: Trx, row: CustomerRow): Promise<CustomerState> {
  await insertCustomer(trx, row);
  return loadCustomer(trx, row.id);
}

export async function listCustomers(db: DB, query: CustomerListQuery): Promise<CustomerListResource['state']> {
  const { total, rows } = await pageOfCustomers(db, pageOf(query));
  return paged(
    query,
    total,
    rows.map((row) => ({ Id: customerUri(row.id), state: row, operations: customerOperations(row.id) })),
  );
}
