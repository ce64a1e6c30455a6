import type { CameraReader } from './use-camera-reader';

/** Camera choice when there is more than one, and the torch when the camera has one. */
export function CameraControls({ camera }: { camera: CameraReader }) {
  if (camera.cameras.length < 2 && !camera.torch) return null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      {camera.cameras.length > 1 && (
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold">
          Camera
          <select className="input" value={camera.deviceId ?? ''} onChange={(event) => camera.chooseCamera(event.target.value)}>
            {camera.cameras.map((device, index) => (
              <option key={device.deviceId} value={device.deviceId}>
                {device.label || `Camera ${index + 1}`}
              </option>
            ))}
          </select>
        </label>
      )}
      {camera.torch && (
        <button type="button" className="btn-secondary" aria-pressed={camera.torch.on} onClick={camera.torch.toggle}>
          Torch
        </button>
      )}
    </div>
  );
}
