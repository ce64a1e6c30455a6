import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { sessionQuery } from '../api/session/session';
import { useToast } from '../ui/toast';
import { loadCameraSheet } from './camera-loader';
import { lookupCode } from './code-lookup';
import { CreateOffer } from './create-offer';
import { createHandlerRegistry, createScanQueue, type ScanEffects } from './dispatch-scan';
import { takeEarlyKeys } from './early-keys';
import { armScanSound, scanFeedback } from './feedback';
import { parseLabel } from './parse-label';
import { ScanContext, type ScanApi } from './scan-context';
import { createQuietGate } from './key-quiet';
import { followRouterState } from './router-state';
import { createScreenGate } from './screen-gate';
import { delaySubmitsWhileScanning } from './submit-guard';
import { listenForWedge } from './wedge-listener';

const CameraSheet = lazy(() => loadCameraSheet().then((module) => ({ default: module.CameraSheet })));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Mounts the scan layer inside the router: the wedge listener, feedback, handlers and camera sheet. */
export function ScanProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const toast = useToast();
  const client = useQueryClient();
  const [registry] = useState(createHandlerRegistry);
  const [keys] = useState(() => createQuietGate());
  const [screens] = useState(() => createScreenGate());
  const [cameraOpen, setCameraOpen] = useState(false);

  // Any navigation closes the camera: a scan that opened a screen is done with it.
  const { key } = useLocation();
  const [locationKey, setLocationKey] = useState(key);
  if (locationKey !== key) {
    setLocationKey(key);
    setCameraOpen(false);
  }

  const api = useMemo<ScanApi>(() => {
    const effects: ScanEffects = {
      lookup: lookupCode,
      navigate: (to) => void navigate(to),
      offer: (label) => {
        // The sheet would hide the toast.
        setCameraOpen(false);
        toast.failure(<CreateOffer label={label} />);
      },
      unknown: (text) => toast.failure(`No item has the code ${text}.`),
      failed: (text, error) => toast.failure(`Could not look up ${text}: ${messageOf(error)}`),
      // The shell reads the session on first paint; a scan asks the server only if it has not answered yet.
      accountsOn: async () => (await client.ensureQueryData(sessionQuery())).accounts,
      noAccounts: (badge) => {
        setCameraOpen(false);
        toast.failure(
          <span>
            {badge} is a badge, but accounts are off on this Lotline: no one signs in. An administrator turns them on in{' '}
            <Link to="/people" className="underline">
              Settings › People
            </Link>
            .
          </span>,
        );
      },
      feedback: scanFeedback,
      whenQuiet: keys.whenQuiet,
      whenScreenReady: screens.whenReady,
    };
    const queue = createScanQueue(registry.newestFirst, effects);
    return {
      scan: queue.dispatch,
      settled: queue.settled,
      busy: queue.busy,
      whenQuiet: keys.whenQuiet,
      openCamera: () => setCameraOpen(true),
      register: registry.register,
      screenMounted: screens.screenMounted,
    };
  }, [navigate, toast, client, registry, keys, screens]);

  // The location first: a navigation that has ended holds scans until its screen has mounted.
  useEffect(
    () =>
      followRouterState(({ navigating, locationKey }) => {
        screens.setLocation(locationKey);
        screens.setNavigating(navigating);
      }),
    [screens],
  );

  useEffect(() => armScanSound(document), []);
  useEffect(() => keys.listen(document), [keys]);
  useEffect(() => delaySubmitsWhileScanning(document, api), [api]);
  useEffect(
    () =>
      listenForWedge(document, (wedge) => void api.scan({ ...wedge, label: parseLabel(wedge.text), source: 'wedge' }), {
        earlyKeys: takeEarlyKeys(),
      }),
    [api],
  );

  return (
    <ScanContext.Provider value={api}>
      {children}
      {cameraOpen && (
        <Suspense fallback={null}>
          <CameraSheet onClose={() => setCameraOpen(false)} />
        </Suspense>
      )}
    </ScanContext.Provider>
  );
}
