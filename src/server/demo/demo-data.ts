import type { CreateCustomerBody } from '../../shared/contract/customers';
import type { CreateMixtureBody, DrawBody } from '../../shared/contract/mixtures';
import type { CreateInstanceBody } from '../../shared/contract/step-instances';
import type { CreateTemplateBody } from '../../shared/contract/step-templates';
import { DEMO_MIXTURE } from '../../shared/demo';

/**
 * A small cosmetics plant: raw materials (counted in kg and L, however they are packed),
 * packaging and one finished product (counted in `ea`: cases), kept on
 * shelves, in a cold room and in quarantine, a blend of two shea lots, and one production
 * run. Ids are fixed so the data reads well in a demo; tests never rely on them.
 */

export interface DemoBin {
  id: string;
  name: string;
  zone: string;
  notes?: string;
}

export interface DemoSku {
  id: string;
  name: string;
  owned_codes: string[];
  associated_codes: string[];
  /** counted in `ea` unless said */
  unit?: 'L' | 'kg';
}

export interface DemoBatch {
  id: string;
  sku_id: string;
  name: string;
  owned_codes: string[];
  associated_codes: string[];
  supplier_lot: string | null;
  expires_on: string | null;
  props: {
    original_cost_per_case: { unit: 'USD'; value: number };
    original_count_per_case: number;
  };
}

/** One ledger entry: a receive (into `to`), a release (from `from`, perhaps shipped to a customer) or a move (both). */
export interface DemoStockStep {
  item: string;
  quantity: number;
  from?: string;
  to?: string;
  operator: string;
  note: string;
  customer_id?: string;
  reference?: string;
}

/** An EAN-13 with its check digit, from 12 digits; the 2xx prefix is for in-house numbering. */
export function ean13(first12: string): string {
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

export const DEMO_BINS: DemoBin[] = [
  { id: 'BIN000001', name: 'Receiving dock', zone: 'Goods in' },
  { id: 'BIN000002', name: 'Shelf A1, oils and butters', zone: 'Raw materials' },
  { id: 'BIN000003', name: 'Shelf A2, waxes and emulsifiers', zone: 'Raw materials' },
  { id: 'BIN000004', name: 'Cold room', zone: 'Raw materials', notes: 'Kept at 2-8 °C' },
  { id: 'BIN000005', name: 'Quarantine cage', zone: 'Quality', notes: 'Awaiting certificate of analysis' },
  { id: 'BIN000006', name: 'Shelf B1, packaging', zone: 'Packaging' },
  { id: 'BIN000007', name: 'Line 1 staging', zone: 'Production' },
  { id: 'BIN000008', name: 'Rack C1, finished goods', zone: 'Dispatch' },
];

export const DEMO_SKUS: DemoSku[] = [
  {
    id: 'SKU000001',
    name: 'Shea butter, refined, in 20 kg pails',
    owned_codes: [ean13('200000000001')],
    associated_codes: ['KAR-SB-R20'],
    unit: 'kg',
  },
  {
    id: 'SKU000002',
    name: 'Coconut oil, fractionated, in 25 kg drums',
    owned_codes: [ean13('200000000002')],
    associated_codes: ['PAC-FCO-25'],
    unit: 'kg',
  },
  {
    id: 'SKU000003',
    name: 'Sweet almond oil, cold pressed, in 5 L cans',
    owned_codes: [ean13('200000000003')],
    associated_codes: ['MED-SAO-5L', '8412345670016'],
    unit: 'L',
  },
  {
    id: 'SKU000004',
    name: 'Beeswax pellets, white, in 10 kg bags',
    owned_codes: [ean13('200000000004')],
    associated_codes: ['HIV-BWW-10'],
    unit: 'kg',
  },
  {
    id: 'SKU000005',
    name: 'Cetearyl alcohol flakes, in 25 kg bags',
    owned_codes: [ean13('200000000005')],
    associated_codes: ['EMU-CA50-25'],
    unit: 'kg',
  },
  {
    id: 'SKU000006',
    name: 'Glycerin, vegetable, 99.7%, in 25 kg drums',
    owned_codes: [ean13('200000000006')],
    associated_codes: ['PAC-GLY-25'],
    unit: 'kg',
  },
  {
    id: 'SKU000007',
    name: 'Vitamin E (mixed tocopherols), in 1 kg bottles',
    owned_codes: [ean13('200000000007')],
    associated_codes: ['NUT-TOC-1K'],
    unit: 'kg',
  },
  {
    id: 'SKU000008',
    name: 'Lavender essential oil, in 1 L amber bottles',
    owned_codes: [ean13('200000000008')],
    associated_codes: ['PRO-LAV-1L'],
    unit: 'L',
  },
  {
    id: 'SKU000009',
    name: 'Amber glass jar 200 ml with black lid, case of 60',
    owned_codes: [ean13('200000000009')],
    associated_codes: ['GLS-AJ200-60'],
  },
  {
    id: 'SKU000010',
    name: 'Whipped body butter, lavender, 200 ml jar, case of 12',
    owned_codes: [ean13('200000000010')],
    associated_codes: [],
  },
  {
    id: 'SKU000011',
    name: 'Jojoba oil, golden, bulk',
    owned_codes: [ean13('200000000011')],
    associated_codes: ['DGJ-GOLD-BULK'],
    unit: 'L',
  },
];

const batch = (
  id: string,
  sku_id: string,
  name: string,
  lot: string,
  supplierLot: string,
  costPerCase: number,
  countPerCase: number,
  expiresOn: string | null = null,
): DemoBatch => ({
  id,
  sku_id,
  name,
  owned_codes: [lot],
  associated_codes: [],
  supplier_lot: supplierLot || null,
  expires_on: expiresOn,
  props: { original_cost_per_case: { unit: 'USD', value: costPerCase }, original_count_per_case: countPerCase },
});

export const DEMO_BATCHES: DemoBatch[] = [
  batch('BAT000001', 'SKU000001', 'Shea butter, Karité Coop lot 2403-117', 'L24-0001', 'KC2403117', 186.4, 1, '2027-03-31'),
  batch('BAT000002', 'SKU000001', 'Shea butter, Karité Coop lot 2405-022', 'L24-0002', 'KC2405022', 191.0, 1, '2027-05-31'),
  batch('BAT000003', 'SKU000002', 'Fractionated coconut oil, Pacific lot F-88213', 'L24-0003', 'PF88213', 142.75, 1),
  batch('BAT000004', 'SKU000003', 'Sweet almond oil, Mediterra lot 24/0611', 'L24-0004', 'MED240611', 248.0, 4),
  batch('BAT000005', 'SKU000004', 'Beeswax pellets, Hive & Co lot HW-5521', 'L24-0005', 'HW5521', 129.9, 2),
  batch('BAT000006', 'SKU000005', 'Cetearyl alcohol, Emulsa lot 4471', 'L24-0006', 'EMU4471', 97.2, 1),
  batch('BAT000007', 'SKU000006', 'Vegetable glycerin, Pacific lot G-30918', 'L24-0007', 'PG30918', 88.5, 1),
  // Past its date in the cold room: the demo's expired lot, flagged wherever it is scanned.
  batch('BAT000008', 'SKU000007', 'Mixed tocopherols, Nutrilab lot T7-204', 'L24-0008', 'NLT7204', 312.0, 6, '2025-09-30'),
  batch('BAT000009', 'SKU000008', 'Lavender oil, Provence Aromatics lot PA-2024-31', 'L24-0009', 'PA202431', 540.0, 6, '2027-08-31'),
  batch('BAT000010', 'SKU000008', 'Lavender oil, Provence Aromatics lot PA-2024-47', 'L24-0010', 'PA202447', 555.0, 6),
  batch('BAT000011', 'SKU000009', 'Amber jars 200 ml, Glassworks lot GW-7781', 'L24-0011', 'GW7781', 64.8, 60),
  batch('BAT000012', 'SKU000009', 'Amber jars 200 ml, Glassworks lot GW-7802', 'L24-0012', 'GW7802', 66.0, 60),
  batch('BAT000013', 'SKU000010', 'Whipped body butter, lavender, run WB-24-014', 'L24-0013', '', 96.0, 12),
  batch('BAT000014', 'SKU000010', 'Whipped body butter, lavender, run WB-24-015', 'L24-0014', '', 96.0, 12),
  batch('BAT000015', 'SKU000003', 'Sweet almond oil, Mediterra lot 24/0719', 'L24-0015', 'MED240719', 252.5, 4, '2027-07-19'),
  batch('BAT000017', 'SKU000011', 'Jojoba oil, Desert Gold lot J-7731', 'L24-0017', 'DGJ7731', 214.0, 1, '2028-01-31'),
];

const MARIA = 'Maria Okafor';
const JONAS = 'Jonas Berg';
const PRIYA = 'Priya Natarajan';
const TOMAS = 'Tomás Ruiz';

/** Goods in, put-away, a quarantine hold, and a morning's issue to the line: applied in order. */
export const DEMO_STOCK: DemoStockStep[] = [
  { item: 'BAT000001', quantity: 120, to: 'BIN000001', operator: MARIA, note: 'PO 4500-1187, delivery note KC-77812, 6 pails' },
  { item: 'BAT000002', quantity: 160, to: 'BIN000001', operator: MARIA, note: 'PO 4500-1213, 8 pails' },
  { item: 'BAT000003', quantity: 100, to: 'BIN000002', operator: JONAS, note: 'PO 4500-1190, 4 drums' },
  { item: 'BAT000004', quantity: 60, to: 'BIN000002', operator: JONAS, note: 'PO 4500-1195, 12 cans' },
  { item: 'BAT000005', quantity: 50, to: 'BIN000003', operator: JONAS, note: 'PO 4500-1201, 5 bags' },
  { item: 'BAT000006', quantity: 75, to: 'BIN000003', operator: MARIA, note: 'PO 4500-1202, 3 bags' },
  { item: 'BAT000007', quantity: 100, to: 'BIN000002', operator: MARIA, note: 'PO 4500-1190, 4 drums' },
  { item: 'BAT000008', quantity: 6, to: 'BIN000004', operator: PRIYA, note: 'Stored cold on arrival, 6 bottles' },
  { item: 'BAT000009', quantity: 6, to: 'BIN000004', operator: PRIYA, note: 'PO 4500-1207, 6 bottles' },
  { item: 'BAT000010', quantity: 6, to: 'BIN000005', operator: PRIYA, note: 'Held: certificate of analysis missing' },
  { item: 'BAT000011', quantity: 20, to: 'BIN000006', operator: TOMAS, note: 'PO 4500-1210, 20 cases' },
  { item: 'BAT000012', quantity: 15, to: 'BIN000006', operator: TOMAS, note: 'PO 4500-1224, 15 cases' },
  { item: 'BAT000015', quantity: 40, to: 'BIN000005', operator: JONAS, note: 'Held: seal damaged on 2 of 8 cans, awaiting QA' },
  { item: 'SKU000009', quantity: 3, to: 'BIN000006', operator: TOMAS, note: 'Loose cases found at stocktake, lot unknown' },
  { item: 'BAT000013', quantity: 40, to: 'BIN000008', operator: TOMAS, note: 'Production run WB-24-014 packed' },
  { item: 'BAT000014', quantity: 36, to: 'BIN000008', operator: TOMAS, note: 'Production run WB-24-015 packed' },
  { item: 'BAT000001', quantity: 120, from: 'BIN000001', to: 'BIN000002', operator: JONAS, note: 'Put-away' },
  { item: 'BAT000002', quantity: 100, from: 'BIN000001', to: 'BIN000002', operator: JONAS, note: 'Put-away, 3 pails left on the dock' },
  { item: 'BAT000001', quantity: 40, from: 'BIN000002', to: 'BIN000007', operator: PRIYA, note: 'Issued for run WB-24-016' },
  { item: 'BAT000009', quantity: 1, from: 'BIN000004', to: 'BIN000007', operator: PRIYA, note: 'Issued for run WB-24-016' },
  { item: 'BAT000011', quantity: 2, from: 'BIN000006', to: 'BIN000007', operator: PRIYA, note: 'Issued for run WB-24-016' },
  { item: 'BAT000013', quantity: 24, from: 'BIN000008', operator: MARIA, note: 'Shipped, order SO-2291' },
  { item: 'BAT000017', quantity: 12.5, to: 'BIN000002', operator: JONAS, note: 'PO 4500-1231, decanted from a 20 L drum' },
];

/** After the stock steps: the two shea lots left on shelf A1 blended, and a retain sample drawn. */
export const DEMO_MIXTURES: { body: CreateMixtureBody; draws: DrawBody[] }[] = [
  {
    body: {
      mix_id: DEMO_MIXTURE,
      sku_id: 'SKU000001',
      bin_id: 'BIN000002',
      components: [
        { batch_id: 'BAT000001', quantity: 60 },
        { batch_id: 'BAT000002', quantity: 80 },
      ],
      created_by: JONAS,
      note: 'Two shea lots blended for an even texture on the whipping line',
    },
    draws: [{ quantity: 0.5, created_by: MARIA, note: 'Retain sample for QC' }],
  },
];

export const DEMO_TEMPLATES: CreateTemplateBody[] = [
  {
    template_id: 'TPL000001',
    name: 'Whip body butter, lavender',
    description: 'Whip shea butter with lavender oil and fill 200 ml jars: one run fills 12 cases.',
    inputs: [
      { sku_id: 'SKU000001', quantity: 40 },
      { sku_id: 'SKU000008', quantity: 1 },
      { sku_id: 'SKU000009', quantity: 2 },
    ],
    outputs: [{ sku_id: 'SKU000010', quantity: 12 }],
    metadata: { line: 'Whipping line 1', batch_size_kg: 40 },
  },
];

/** Who the plant ships to: a spa, a pharmacy and an online shop, each with someone to call in a recall. */
export const DEMO_CUSTOMERS: CreateCustomerBody[] = [
  {
    id: 'CUS000001',
    name: 'Spa Lumière',
    contact: 'Anna Berg',
    email: 'anna.berg@spa-lumiere.example',
    phone: '+49 30 5550 1201',
    address: 'Lindenstraße 4\n10969 Berlin\nGermany',
    notes: 'Deliveries before 10:00, through the side entrance.',
  },
  {
    id: 'CUS000002',
    name: 'Apotheke am Markt',
    contact: 'Jonas Weber',
    email: 'einkauf@apotheke-am-markt.example',
    phone: '+49 89 5550 3344',
    address: 'Marktplatz 12\n80331 München\nGermany',
    notes: 'Needs the lot number on every delivery note.',
  },
  {
    id: 'CUS000003',
    name: 'Hautnah Online Shop',
    contact: 'Mia Schulz',
    email: 'orders@hautnah-shop.example',
    phone: '+49 40 5550 7788',
    address: 'Fulfilment Center Nord\nAm Hafen 7\n20457 Hamburg\nGermany',
  },
];

/** Run WB-24-016, made from what the stock steps issued to the line's staging bin. */
export const DEMO_RUNS: CreateInstanceBody[] = [
  {
    instance_id: 'INS000001',
    template_id: 'TPL000001',
    operator: PRIYA,
    notes: 'Run WB-24-016',
    consumed: [
      { resource_id: 'BAT000001', quantity: 40, bin_id: 'BIN000007' },
      { resource_id: 'BAT000009', quantity: 1, bin_id: 'BIN000007' },
      { resource_id: 'BAT000011', quantity: 2, bin_id: 'BIN000007' },
    ],
    produced: [
      {
        batch_id: 'BAT000016',
        sku_id: 'SKU000010',
        quantity: 12,
        bin_id: 'BIN000008',
        name: 'Whipped body butter, lavender, run WB-24-016',
        owned_codes: ['L24-0016'],
      },
    ],
  },
];

/** Finished goods shipped to the demo's customers once made, so a raw lot's downstream report ends at them. */
export const DEMO_SHIPMENTS: DemoStockStep[] = [
  { item: 'BAT000016', quantity: 4, from: 'BIN000008', operator: MARIA, note: 'Shipped', customer_id: 'CUS000001', reference: 'SO-2301' },
  { item: 'BAT000016', quantity: 3, from: 'BIN000008', operator: MARIA, note: 'Shipped', customer_id: 'CUS000003', reference: 'SO-2302' },
];
