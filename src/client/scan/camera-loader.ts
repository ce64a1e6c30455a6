/** The camera sheet and its decoder download when the camera is about to open, never with the app. */
export const loadCameraSheet = () => import('./camera-sheet');

/**
 * Starts both downloads as a finger lands on Scan, a moment before the click opens the sheet.
 * A failed preload is retried, and reported, when the sheet opens.
 */
export function preloadCamera(): void {
  Promise.all([loadCameraSheet(), import('@zxing/browser'), import('@zxing/library')]).catch(() => undefined);
}
