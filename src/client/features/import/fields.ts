import type { ImportKind } from '../../../shared/contract/import';

/** How a cell's text becomes a field's value. */
export type CellKind = 'text' | 'number' | 'codes' | 'json';

export interface ImportField {
  /** the row's key in the API's row object */
  key: string;
  label: string;
  cell: CellKind;
  required?: true;
  /** other header names that mean this field, compared without case, spaces or punctuation */
  aliases?: readonly string[];
  /** a template row's example value */
  example: string;
  /** said under the field's column choice */
  hint?: string;
}

const CODES_HINT = 'several codes separated by spaces';
/** As the New forms do when their label is left blank. */
const BLANK_ID_HINT = 'a blank cell gets the next free id';

/** The columns of each kind of file, in the template's order. */
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  bins: [
    { key: 'id', label: 'Bin id', cell: 'text', aliases: ['bin', 'label', 'bin label'], example: 'BIN000101', hint: BLANK_ID_HINT },
    { key: 'name', label: 'Name', cell: 'text', example: 'Cold room shelf 1' },
    { key: 'zone', label: 'Zone', cell: 'text', aliases: ['area'], example: 'Cold room' },
    { key: 'notes', label: 'Notes', cell: 'text', example: '' },
  ],
  skus: [
    { key: 'id', label: 'SKU id', cell: 'text', aliases: ['sku', 'label', 'sku label'], example: 'SKU000101', hint: BLANK_ID_HINT },
    { key: 'name', label: 'Name', cell: 'text', required: true, example: 'Almond oil' },
    { key: 'unit', label: 'Unit', cell: 'text', aliases: ['uom', 'unit of measure'], example: 'kg' },
    {
      key: 'owned_codes',
      label: 'Owned codes',
      cell: 'codes',
      aliases: ['codes', 'barcode', 'barcodes', 'gtin', 'ean'],
      example: '4006381333931',
    },
    { key: 'associated_codes', label: 'Associated codes', cell: 'codes', example: '' },
  ],
  batches: [
    {
      key: 'id',
      label: 'Batch id',
      cell: 'text',
      aliases: ['batch', 'lot', 'label', 'batch label'],
      example: 'BAT000101',
      hint: BLANK_ID_HINT,
    },
    { key: 'sku_id', label: 'Parent SKU', cell: 'text', aliases: ['sku', 'parent', 'parent sku id'], example: 'SKU000101' },
    { key: 'name', label: 'Name', cell: 'text', example: 'Almond oil lot 7' },
    { key: 'supplier_lot', label: 'Supplier lot', cell: 'text', aliases: ['supplier lot code', 'vendor lot'], example: 'SUP-2026-07' },
    {
      key: 'expires_on',
      label: 'Expiry',
      cell: 'text',
      aliases: ['expires', 'expiry date', 'expiration', 'best before'],
      example: '2027-06-30',
    },
    { key: 'owned_codes', label: 'Owned codes', cell: 'codes', aliases: ['codes', 'barcode', 'barcodes'], example: '' },
    { key: 'associated_codes', label: 'Associated codes', cell: 'codes', example: '' },
    { key: 'props', label: 'Properties (JSON)', cell: 'json', aliases: ['properties'], example: '{"count_per_case": 12}' },
  ],
  customers: [
    {
      key: 'id',
      label: 'Customer id',
      cell: 'text',
      aliases: ['customer', 'label', 'customer number'],
      example: 'CUS000101',
      hint: BLANK_ID_HINT,
    },
    { key: 'name', label: 'Name', cell: 'text', required: true, aliases: ['customer name', 'company'], example: 'Spa Lumière' },
    { key: 'contact', label: 'Contact', cell: 'text', aliases: ['contact person', 'attention'], example: 'Anna Berg' },
    { key: 'email', label: 'Email', cell: 'text', aliases: ['e-mail', 'mail', 'email address'], example: 'anna@spa-lumiere.example' },
    { key: 'phone', label: 'Phone', cell: 'text', aliases: ['telephone', 'tel', 'phone number'], example: '+49 30 5550 1201' },
    {
      key: 'address',
      label: 'Address',
      cell: 'text',
      aliases: ['postal address', 'shipping address'],
      example: 'Lindenstraße 4, 10969 Berlin',
    },
    { key: 'notes', label: 'Notes', cell: 'text', example: '' },
  ],
  stock: [
    { key: 'bin', label: 'Bin', cell: 'text', required: true, aliases: ['bin id', 'location'], example: 'BIN000101' },
    {
      key: 'item',
      label: 'Item (SKU or batch)',
      cell: 'text',
      required: true,
      aliases: ['item id', 'sku', 'batch', 'id'],
      example: 'BAT000101',
    },
    { key: 'quantity', label: 'Quantity', cell: 'number', required: true, aliases: ['qty', 'amount', 'count'], example: '12.5' },
  ],
};

export const KIND_LABEL: Record<ImportKind, string> = {
  bins: 'Bins',
  skus: 'SKUs',
  batches: 'Batches',
  customers: 'Customers',
  stock: 'Opening stock',
};

export const CELL_HINT: Partial<Record<CellKind, string>> = { codes: CODES_HINT, json: 'a JSON object' };
