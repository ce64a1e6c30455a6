import type { ComponentType } from 'react';

/** What a screen's title is made from: its path's parameters and its query. */
export interface TitleSource {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * A screen's route, declared once: its path, the name its browser tab carries (decision 040)
 * and its code, loaded on first visit. The router builds its routes from this table; the
 * browser test of titles visits every entry.
 */
export interface ScreenRoute {
  path: string;
  title: (source: TitleSource) => string;
  load: () => Promise<ComponentType>;
}

/** The item a path names (its `:id`), as the screen's heading shows it. */
const idOf = ({ params }: TitleSource) => params.id ?? '';
const named = (name: string) => () => name;
const editing = (source: TitleSource) => `Edit ${idOf(source)}`;

/** "Trace BAT000123", "Trace BAT000123 +2": the lots and runs asked for, or the empty form's name. */
function traceTitle({ search }: TitleSource): string {
  const ids = (search.get('id') ?? '').split(/[\s,]+/).filter(Boolean);
  if (ids.length === 0) return 'Traceability Report';
  return `Trace ${ids[0]}${ids.length > 1 ? ` +${ids.length - 1}` : ''}`;
}

function searchTitle({ search }: TitleSource): string {
  const query = search.get('query')?.trim();
  return query ? `Search: ${query}` : 'Search';
}

// The screens a scan opens; preloaded once the app is idle, so a scan never waits for their code.
export const binDetail = () => import('../features/bins/bin-detail-screen').then((m) => m.BinDetailScreen);
export const skuDetail = () => import('../features/skus/sku-detail-screen').then((m) => m.SkuDetailScreen);
export const batchDetail = () => import('../features/batches/batch-detail-screen').then((m) => m.BatchDetailScreen);
const stockOps = () => import('../features/stock-ops/stock-op-screens');

/** Every screen, in the order the router tries them; any other path is the not-found screen. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: '/', title: named('Home'), load: () => import('../features/home/home-screen').then((m) => m.HomeScreen) },
  { path: '/new/bin', title: named('New Bin'), load: () => import('../features/bins/new-bin-screen').then((m) => m.NewBinScreen) },
  { path: '/new/sku', title: named('New SKU'), load: () => import('../features/skus/new-sku-screen').then((m) => m.NewSkuScreen) },
  {
    path: '/new/batch',
    title: named('New Batch'),
    load: () => import('../features/batches/new-batch-screen').then((m) => m.NewBatchScreen),
  },
  {
    path: '/new/mixture',
    title: named('New Mixture'),
    load: () => import('../features/mixtures/new-mixture-screen').then((m) => m.NewMixtureScreen),
  },
  {
    path: '/new/customer',
    title: named('New Customer'),
    load: () => import('../features/customers/new-customer-screen').then((m) => m.NewCustomerScreen),
  },
  {
    path: '/new/step-template',
    title: named('New Step Template'),
    load: () => import('../features/step-templates/new-template-screen').then((m) => m.NewTemplateScreen),
  },
  {
    path: '/new/step-instance',
    title: named('Run Step'),
    load: () => import('../features/step-instances/run-step-screen').then((m) => m.RunStepScreen),
  },
  { path: '/bin/:id/edit', title: editing, load: () => import('../features/bins/bin-edit-screen').then((m) => m.BinEditScreen) },
  { path: '/bin/:id', title: idOf, load: binDetail },
  { path: '/sku/:id/edit', title: editing, load: () => import('../features/skus/sku-edit-screen').then((m) => m.SkuEditScreen) },
  { path: '/sku/:id', title: idOf, load: skuDetail },
  {
    path: '/batch/:id/edit',
    title: editing,
    load: () => import('../features/batches/batch-edit-screen').then((m) => m.BatchEditScreen),
  },
  { path: '/batch/:id', title: idOf, load: batchDetail },
  {
    path: '/customer/:id/edit',
    title: editing,
    load: () => import('../features/customers/customer-edit-screen').then((m) => m.CustomerEditScreen),
  },
  {
    path: '/customer/:id',
    title: idOf,
    load: () => import('../features/customers/customer-detail-screen').then((m) => m.CustomerDetailScreen),
  },
  {
    path: '/mixture/demo-mixture',
    title: named('Mixture sample'),
    load: () => import('../features/mixtures/mixture-sample-screen').then((m) => m.MixtureSampleScreen),
  },
  {
    path: '/mixture/:id',
    title: idOf,
    load: () => import('../features/mixtures/mixture-detail-screen').then((m) => m.MixtureDetailScreen),
  },
  {
    path: '/step-templates',
    title: named('Step Templates'),
    load: () => import('../features/step-templates/template-list-screen').then((m) => m.TemplateListScreen),
  },
  {
    path: '/step-template/:id/edit',
    title: editing,
    load: () => import('../features/step-templates/template-edit-screen').then((m) => m.TemplateEditScreen),
  },
  {
    path: '/step-template/:id',
    title: idOf,
    load: () => import('../features/step-templates/template-detail-screen').then((m) => m.TemplateDetailScreen),
  },
  {
    path: '/step-instances',
    title: named('Step Instances'),
    load: () => import('../features/step-instances/instance-list-screen').then((m) => m.InstanceListScreen),
  },
  {
    path: '/step-instance/:id',
    title: idOf,
    load: () => import('../features/step-instances/instance-detail-screen').then((m) => m.InstanceDetailScreen),
  },
  {
    path: '/traceability',
    title: traceTitle,
    load: () => import('../features/traceability/traceability-screen').then((m) => m.TraceabilityScreen),
  },
  {
    path: '/recalls',
    title: named('Recalls'),
    load: () => import('../features/recalls/recall-list-screen').then((m) => m.RecallListScreen),
  },
  {
    path: '/recall/:id',
    title: (source) => `Recall ${idOf(source)}`,
    load: () => import('../features/recalls/recall-screen').then((m) => m.RecallScreen),
  },
  { path: '/receive', title: named('Receive'), load: () => stockOps().then((m) => m.ReceiveScreen) },
  { path: '/release', title: named('Release'), load: () => stockOps().then((m) => m.ReleaseScreen) },
  { path: '/ship', title: named('Ship'), load: () => import('../features/stock-ops/ship-screen').then((m) => m.ShipScreen) },
  { path: '/audit', title: named('Audit'), load: () => import('../features/audit/audit-screen').then((m) => m.AuditScreen) },
  { path: '/move', title: named('Move'), load: () => stockOps().then((m) => m.MoveScreen) },
  { path: '/search', title: searchTitle, load: () => import('../features/search/search-screen').then((m) => m.SearchScreen) },
  { path: '/legal', title: named('Legal'), load: () => import('../features/legal/legal-screen').then((m) => m.LegalScreen) },
  { path: '/labels', title: named('Labels'), load: () => import('../features/labels/labels-screen').then((m) => m.LabelsScreen) },
  { path: '/import', title: named('Import CSV'), load: () => import('../features/import/import-screen').then((m) => m.ImportScreen) },
  { path: '/archive', title: named('Archive'), load: () => import('../features/archive/archive-screen').then((m) => m.ArchiveScreen) },
  {
    path: '/archive/:id',
    title: (source) => `${idOf(source)} (archived)`,
    load: () => import('../features/archive/archived-screen').then((m) => m.ArchivedScreen),
  },
  {
    path: '/operation/:id',
    title: (source) => `Operation ${idOf(source)}`,
    load: () => import('../features/operations/operation-screen').then((m) => m.OperationScreen),
  },
  {
    path: '/settings',
    title: named('Settings'),
    load: () => import('../features/settings/settings-screen').then((m) => m.SettingsScreen),
  },
  {
    path: '/people',
    title: named('People'),
    load: () => import('../features/people/people-screen').then((m) => m.PeopleScreen),
  },
  {
    path: '/webhooks',
    title: named('Webhooks'),
    load: () => import('../features/webhooks/webhooks-screen').then((m) => m.WebhooksScreen),
  },
  {
    path: '/sign-in',
    title: named('Sign in'),
    load: () => import('../features/people/sign-in-screen').then((m) => m.SignInScreen),
  },
  {
    path: '/connect',
    title: named('Connect a phone'),
    load: () => import('../features/connect/connect-screen').then((m) => m.ConnectScreen),
  },
  {
    path: '/pending',
    title: named('Pending changes'),
    load: () => import('../features/pending/pending-screen').then((m) => m.PendingScreen),
  },
  { path: '/bins', title: named('Bins'), load: () => import('../features/lists/bins-screen').then((m) => m.BinsScreen) },
  { path: '/skus', title: named('SKUs'), load: () => import('../features/lists/skus-screen').then((m) => m.SkusScreen) },
  { path: '/batches', title: named('Batches'), load: () => import('../features/lists/batches-screen').then((m) => m.BatchesScreen) },
  { path: '/mixtures', title: named('Mixtures'), load: () => import('../features/lists/mixtures-screen').then((m) => m.MixturesScreen) },
  {
    path: '/customers',
    title: named('Customers'),
    load: () => import('../features/lists/customers-screen').then((m) => m.CustomersScreen),
  },
  { path: '/ledger', title: named('Ledger'), load: () => import('../features/lists/ledger-screen').then((m) => m.LedgerScreen) },
];

/** The tab's title of a path no screen has. */
export const NOT_FOUND_TITLE = 'Not found';

/** "Receive · Lotline": the screen's name first, so it shows in a narrow tab. */
export const tabTitle = (screen: string) => `${screen} · Lotline`;
