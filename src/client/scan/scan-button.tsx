import { preloadCamera } from './camera-loader';
import { useScan } from './scan-context';

/** The header's way into the camera, on every screen. */
export function ScanButton() {
  const { openCamera } = useScan();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onPointerDown={preloadCamera}
      onClick={openCamera}
      className="flex min-h-11 items-center gap-2 rounded-md bg-white/10 px-3 font-semibold hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-white"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M7 9v6M10 9v6M13 9v6M17 9v6" />
      </svg>
      Scan
    </button>
  );
}
