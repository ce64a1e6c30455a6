import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { cameraProblem } from './camera-problem';
import { listCameras, startCamera, type CameraSession } from './camera-reader';
import { createRepeatFilter } from './repeat-filter';

export type CameraStatus = { kind: 'starting' } | { kind: 'live' } | { kind: 'failed'; message: string };

export interface CameraReader {
  status: CameraStatus;
  /** Offered as a choice only when there is more than one. */
  cameras: MediaDeviceInfo[];
  deviceId: string | null;
  chooseCamera: (deviceId: string) => void;
  /** null when the camera has no torch */
  torch: { on: boolean; toggle: () => void } | null;
}

/**
 * Runs the camera into `video` while mounted, restarting it when another camera is chosen.
 * `onScan` hears each label once while it stays in view (see createRepeatFilter).
 */
export function useCameraReader(video: RefObject<HTMLVideoElement | null>, onScan: (text: string) => void): CameraReader {
  const [chosen, setChosen] = useState<string | null>(null);
  const [status, setStatus] = useState<CameraStatus>({ kind: 'starting' });
  const [session, setSession] = useState<CameraSession | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [torchOn, setTorchOn] = useState(false);
  const scan = useEffectEvent(onScan);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const abort = new AbortController();
    let running: CameraSession | null = null;
    const newScanOf = createRepeatFilter();
    const onDecode = (text: string | null) => {
      const fresh = newScanOf(text);
      if (fresh !== null) scan(fresh);
    };
    startCamera({ video: element, deviceId: chosen, onDecode, signal: abort.signal }).then(
      (started) => {
        // Closed between the camera starting and this callback: stop it here.
        if (abort.signal.aborted) return started.stop();
        running = started;
        setSession(started);
        setStatus({ kind: 'live' });
        // Without the list the sheet simply offers no choice; the camera itself works.
        listCameras().then(
          (found) => abort.signal.aborted || setCameras(found),
          () => undefined,
        );
      },
      (error: unknown) => abort.signal.aborted || setStatus({ kind: 'failed', message: cameraProblem(error, window.isSecureContext) }),
    );
    return () => {
      abort.abort();
      running?.stop();
    };
  }, [video, chosen]);

  const torch = session?.setTorch;
  return {
    status,
    cameras,
    deviceId: session?.deviceId ?? chosen,
    chooseCamera: (deviceId) => {
      if (deviceId === chosen) return;
      setChosen(deviceId);
      setSession(null);
      setTorchOn(false);
      setStatus({ kind: 'starting' });
    },
    torch:
      session && torch
        ? {
            on: torchOn,
            toggle: () =>
              void torch(!torchOn).then(
                () => setTorchOn(!torchOn),
                // The track said it had a torch but refused it: stop offering it.
                () => setSession({ ...session, setTorch: null }),
              ),
          }
        : null,
  };
}
