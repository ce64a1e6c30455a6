export interface NavLinkItem {
  label: string;
  to: string;
}
export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}
export type NavEntry = NavLinkItem | NavGroup;

/** The main menu, in the order it shows. */
export const NAV: NavEntry[] = [
  { label: 'Home', to: '/' },
  {
    label: 'New',
    items: [
      { label: 'New Bin', to: '/new/bin' },
      { label: 'New SKU', to: '/new/sku' },
      { label: 'New Batch', to: '/new/batch' },
      { label: 'New Mixture', to: '/new/mixture' },
      { label: 'New Step Template', to: '/new/step-template' },
      { label: 'New Customer', to: '/new/customer' },
    ],
  },
  { label: 'Move', to: '/move' },
  { label: 'Audit', to: '/audit' },
  { label: 'Receive', to: '/receive' },
  { label: 'Release', to: '/release' },
  { label: 'Ship', to: '/ship' },
  {
    label: 'Manufacturing',
    items: [
      { label: 'Step Templates', to: '/step-templates' },
      { label: 'Step Instances', to: '/step-instances' },
      { label: 'Run Step', to: '/new/step-instance' },
      { label: 'Traceability Report', to: '/traceability' },
      { label: 'Recalls', to: '/recalls' },
      { label: 'Mixture Detail', to: '/mixture/demo-mixture' },
    ],
  },
  {
    label: 'Lists',
    items: [
      { label: 'Bins', to: '/bins' },
      { label: 'SKUs', to: '/skus' },
      { label: 'Batches', to: '/batches' },
      { label: 'Mixtures', to: '/mixtures' },
      { label: 'Customers', to: '/customers' },
      { label: 'Ledger', to: '/ledger' },
      { label: 'Import CSV', to: '/import' },
    ],
  },
  { label: 'Search', to: '/search' },
  { label: 'Archive', to: '/archive' },
  { label: 'Settings', to: '/settings' },
  { label: 'People', to: '/people' },
  { label: 'Webhooks', to: '/webhooks' },
];

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;
