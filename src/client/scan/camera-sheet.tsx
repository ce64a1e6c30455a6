import { useLayoutEffect, useRef, useState } from 'react';
import { CameraControls } from './camera-controls';
import { usePublishedTally } from './camera-tally';
import { useScan, useScanHandler } from './scan-context';
import { scanOf, type ScanOutcome, type ScanSource } from './scan-events';
import { useCameraReader } from './use-camera-reader';
import { LABEL_FIELD, scanGrammar } from '../ui/label-field';

const SCAN_MARK = 'lotline:scan';

/** The sheet sits above the toasts, so it says itself what became of a read. */
function noteOf(outcome: ScanOutcome, text: string): { text: string; error: boolean } {
  switch (outcome) {
    case 'unknown':
      return { text: `No item has the code ${text}.`, error: true };
    case 'failed':
      return { text: `Could not look up ${text}.`, error: true };
    case 'rejected':
      return { text: `${text} cannot be used here.`, error: true };
    default:
      return { text: `Read ${text}`, error: false };
  }
}

/** The camera scanner: a bottom sheet on a phone, a centred dialog on a desk. */
export function CameraSheet({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const { scan } = useScan();
  const tally = usePublishedTally();
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  const submit = (text: string, source: ScanSource) => void scan(scanOf(text, source)).then((outcome) => setNote(noteOf(outcome, text)));
  const camera = useCameraReader(video, (text) => {
    performance.mark(SCAN_MARK);
    submit(text, 'camera');
  });
  // A handheld scanner typing into the fallback field is a scan to resolve, not text to keep.
  useScanHandler((event) => (event.field === field.current ? 'resolve' : false));

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // Closing, not just removing, the dialog gives focus back to the Scan button.
    return () => element.close();
  }, []);

  const failed = camera.status.kind === 'failed' ? camera.status.message : null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="scan-sheet-title"
      onClose={onClose}
      className="m-0 mt-auto max-h-dvh w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-black/60 sm:m-auto sm:max-w-lg sm:rounded-2xl"
    >
      <div className="flex items-center justify-between gap-2 py-2 pr-2 pl-4">
        <h2 id="scan-sheet-title" className="text-lg font-semibold">
          Scan a label
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="rounded-md p-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className={`relative aspect-[4/3] w-full overflow-hidden bg-stone-900 ${failed ? 'hidden' : ''}`}>
        <video ref={video} muted playsInline aria-label="Camera view" className="h-full w-full object-cover" />
        {/* The aiming frame dims the picture around it, so it shows on a dark or a white picture. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-[10%] top-1/2 h-2/5 -translate-y-1/2 rounded-lg border-2 border-white shadow-[0_0_0_100vmax_rgb(0_0_0/0.35)]"
        />
      </div>
      <div className="flex flex-col gap-3 p-4">
        {failed && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
            {failed}
          </p>
        )}
        {(note || !failed) && (
          <p role="status" className={`min-h-6 ${note?.error ? 'font-semibold text-red-700' : 'text-stone-600'}`}>
            {note?.text ?? (camera.status.kind === 'starting' ? 'Starting the camera…' : 'Point the camera at a label.')}
          </p>
        )}
        {/* The counting screen beneath is hidden, so its tally shows here, large enough to read at arm's length. */}
        {tally && (
          <p aria-live="polite" className="font-label text-2xl font-semibold tabular-nums">
            {tally}
          </p>
        )}
        <CameraControls camera={camera} />
        <form
          className="flex flex-col gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            const text = typed.trim();
            if (text) submit(text, 'typed');
          }}
        >
          <label htmlFor="scan-sheet-typed" className="text-sm font-semibold">
            Type a label or code
          </label>
          <div className="flex gap-2">
            <input
              ref={field}
              id="scan-sheet-typed"
              className="input font-label"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              {...LABEL_FIELD}
              // Its own Go reads what is typed here as a scan.
              {...scanGrammar(null)}
            />
            <button type="submit" className="btn-primary">
              Go
            </button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
