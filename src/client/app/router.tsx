import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { preloadCodeLookup, ScannableScreen } from '../scan';
import { NotFound } from '../ui/not-found';
import { Loading } from '../ui/query-state';
import { RouteError } from './route-error';
import { Shell } from './shell';

/**
 * Screens load on first visit, so the home route ships only what it needs; the scan layer
 * holds scans until the screen has mounted (ScannableScreen).
 */
const screen = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const Screen = await load();
    return {
      element: (
        <ScannableScreen>
          <Screen />
        </ScannableScreen>
      ),
    };
  },
});

// The screens a scan opens; preloaded once the app is idle, so a scan never waits for their code.
const binDetail = () => import('../features/bins/bin-detail-screen').then((m) => m.BinDetailScreen);
const skuDetail = () => import('../features/skus/sku-detail-screen').then((m) => m.SkuDetailScreen);
const batchDetail = () => import('../features/batches/batch-detail-screen').then((m) => m.BatchDetailScreen);

/** Fetches the code a scan needs (its target screens, the code lookup) in the background; a failure only means it loads on use. */
export function preloadScanTargets(): void {
  for (const load of [binDetail, skuDetail, batchDetail]) load().catch(() => undefined);
  preloadCodeLookup();
}

/** Every screen's route; any other path is the not-found screen. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      {
        errorElement: (
          <ScannableScreen>
            <RouteError />
          </ScannableScreen>
        ),
        // Shown in the shell while the first screen's code loads (the screens are lazy routes).
        HydrateFallback: Loading,
        children: [
          { path: '/', ...screen(() => import('../features/home/home-screen').then((m) => m.HomeScreen)) },
          { path: '/new/bin', ...screen(() => import('../features/bins/new-bin-screen').then((m) => m.NewBinScreen)) },
          { path: '/new/sku', ...screen(() => import('../features/skus/new-sku-screen').then((m) => m.NewSkuScreen)) },
          { path: '/new/batch', ...screen(() => import('../features/batches/new-batch-screen').then((m) => m.NewBatchScreen)) },
          { path: '/new/mixture', ...screen(() => import('../features/mixtures/new-mixture-screen').then((m) => m.NewMixtureScreen)) },
          {
            path: '/new/step-template',
            ...screen(() => import('../features/step-templates/new-template-screen').then((m) => m.NewTemplateScreen)),
          },
          {
            path: '/new/step-instance',
            ...screen(() => import('../features/step-instances/run-step-screen').then((m) => m.RunStepScreen)),
          },
          { path: '/bin/:id/edit', ...screen(() => import('../features/bins/bin-edit-screen').then((m) => m.BinEditScreen)) },
          { path: '/bin/:id', ...screen(binDetail) },
          { path: '/sku/:id/edit', ...screen(() => import('../features/skus/sku-edit-screen').then((m) => m.SkuEditScreen)) },
          { path: '/sku/:id', ...screen(skuDetail) },
          { path: '/batch/:id/edit', ...screen(() => import('../features/batches/batch-edit-screen').then((m) => m.BatchEditScreen)) },
          { path: '/batch/:id', ...screen(batchDetail) },
          {
            path: '/mixture/demo-mixture',
            ...screen(() => import('../features/mixtures/mixture-sample-screen').then((m) => m.MixtureSampleScreen)),
          },
          {
            path: '/mixture/:id',
            ...screen(() => import('../features/mixtures/mixture-detail-screen').then((m) => m.MixtureDetailScreen)),
          },
          {
            path: '/step-templates',
            ...screen(() => import('../features/step-templates/template-list-screen').then((m) => m.TemplateListScreen)),
          },
          {
            path: '/step-template/:id/edit',
            ...screen(() => import('../features/step-templates/template-edit-screen').then((m) => m.TemplateEditScreen)),
          },
          {
            path: '/step-template/:id',
            ...screen(() => import('../features/step-templates/template-detail-screen').then((m) => m.TemplateDetailScreen)),
          },
          {
            path: '/step-instances',
            ...screen(() => import('../features/step-instances/instance-list-screen').then((m) => m.InstanceListScreen)),
          },
          {
            path: '/step-instance/:id',
            ...screen(() => import('../features/step-instances/instance-detail-screen').then((m) => m.InstanceDetailScreen)),
          },
          {
            path: '/traceability',
            ...screen(() => import('../features/traceability/traceability-screen').then((m) => m.TraceabilityScreen)),
          },
          { path: '/receive', ...screen(() => import('../features/stock-ops/stock-op-screens').then((m) => m.ReceiveScreen)) },
          { path: '/release', ...screen(() => import('../features/stock-ops/stock-op-screens').then((m) => m.ReleaseScreen)) },
          { path: '/audit', ...screen(() => import('../features/audit/audit-screen').then((m) => m.AuditScreen)) },
          { path: '/move', ...screen(() => import('../features/stock-ops/stock-op-screens').then((m) => m.MoveScreen)) },
          { path: '/search', ...screen(() => import('../features/search/search-screen').then((m) => m.SearchScreen)) },
          { path: '/legal', ...screen(() => import('../features/legal/legal-screen').then((m) => m.LegalScreen)) },
          { path: '/labels', ...screen(() => import('../features/labels/labels-screen').then((m) => m.LabelsScreen)) },
          { path: '/import', ...screen(() => import('../features/import/import-screen').then((m) => m.ImportScreen)) },
          { path: '/archive', ...screen(() => import('../features/archive/archive-screen').then((m) => m.ArchiveScreen)) },
          { path: '/archive/:id', ...screen(() => import('../features/archive/archived-screen').then((m) => m.ArchivedScreen)) },
          { path: '/operation/:id', ...screen(() => import('../features/operations/operation-screen').then((m) => m.OperationScreen)) },
          { path: '/settings', ...screen(() => import('../features/settings/settings-screen').then((m) => m.SettingsScreen)) },
          { path: '/pending', ...screen(() => import('../features/pending/pending-screen').then((m) => m.PendingScreen)) },
          { path: '/bins', ...screen(() => import('../features/lists/bins-screen').then((m) => m.BinsScreen)) },
          { path: '/skus', ...screen(() => import('../features/lists/skus-screen').then((m) => m.SkusScreen)) },
          { path: '/batches', ...screen(() => import('../features/lists/batches-screen').then((m) => m.BatchesScreen)) },
          { path: '/mixtures', ...screen(() => import('../features/lists/mixtures-screen').then((m) => m.MixturesScreen)) },
          { path: '/ledger', ...screen(() => import('../features/lists/ledger-screen').then((m) => m.LedgerScreen)) },
          {
            path: '*',
            element: (
              <ScannableScreen>
                <NotFound />
              </ScannableScreen>
            ),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
