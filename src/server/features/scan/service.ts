import type { ScanState } from '../../../shared/contract/scan';
import { gtinForms } from '../../../shared/gs1/gtin-forms';
import { parseGs1 } from '../../../shared/gs1/parse';
import { prefixOf } from '../../../shared/labels';
import type { DB } from '../../db/connect';
import { batchByLot, itemByCode, itemById, skuByCodes } from './repo';

/**
 * What a scanned text names, tried in this order: a Lotline label, a code stored on an item
 * (so a code a person stored verbatim wins over reading it as GS1), a batch's supplier lot, a
 * GS1 code. A text that is none of these, or a GS1 code that cannot be read, is `unknown`.
 */
export async function resolveScan(db: DB, code: string, today: Date): Promise<ScanState> {
  const text = code.trim();
  const id = text.toUpperCase();
  if (prefixOf(id) !== null) return { kind: 'label', id, item: (await itemById(db, id)) ?? null };

  const held = await itemByCode(db, text);
  if (held) {
    const { code_kind, ...item } = held;
    return { kind: 'code', code_kind, item };
  }
  const lotOf = await batchByLot(db, text);
  if (lotOf) return { kind: 'code', code_kind: 'supplier_lot', item: lotOf };

  const reading = parseGs1(code, today);
  if (reading === null) return { kind: 'unknown', reason: 'no label, code or GS1 code' };
  if (!reading.ok) return { kind: 'unknown', reason: `GS1 code not readable: ${reading.error}` };
  const { fields } = reading;
  const gtin = fields.gtin ?? fields.content;
  const sku = gtin === null ? undefined : await skuByCodes(db, gtinForms(gtin));
  const batch = sku && fields.lot !== null ? await batchByLot(db, fields.lot, sku.id) : undefined;
  return { kind: 'gs1', gs1: fields, sku: sku ?? null, batch: batch ?? null };
}
