import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { preloadCodeLookup, reportRouterState, ScannableScreen } from '../scan';
import { NotFound } from '../ui/not-found';
import { Loading } from '../ui/query-state';
import { RouteError } from './route-error';
import { batchDetail, binDetail, NOT_FOUND_TITLE, SCREEN_ROUTES, skuDetail, type ScreenRoute } from './screen-routes';
import { Shell } from './shell';
import type { ScreenHandle } from './use-tab-title';

/**
 * Screens load on first visit, so the home route ships only what it needs; the scan layer
 * holds scans until the screen has mounted (ScannableScreen).
 */
const lazyScreen = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
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

const routeOf = ({ path, title, load }: ScreenRoute): RouteObject => ({
  path,
  handle: { title } satisfies ScreenHandle,
  ...lazyScreen(load),
});

/** Fetches the code a scan needs (its target screens, the code lookup) in the background; a failure only means it loads on use. */
export function preloadScanTargets(): void {
  for (const load of [binDetail, skuDetail, batchDetail]) load().catch(() => undefined);
  preloadCodeLookup();
}

/** Every screen's route (screen-routes.ts); any other path is the not-found screen. */
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
          ...SCREEN_ROUTES.map(routeOf),
          {
            path: '*',
            handle: { title: () => NOT_FOUND_TITLE } satisfies ScreenHandle,
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

const reportOf = ({ navigation, location }: typeof router.state) => ({
  navigating: navigation.state !== 'idle',
  locationKey: location.key,
});
reportRouterState(reportOf(router.state));
router.subscribe((state) => reportRouterState(reportOf(state)));
