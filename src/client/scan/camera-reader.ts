/** A running camera: decoding until stopped. */
export interface CameraSession {
  /** Stops decoding and the camera itself (its light goes off). */
  stop: () => void;
  /** Present when the camera's track can light its torch. */
  setTorch: ((on: boolean) => Promise<void>) | null;
  /** The camera in use, for the camera choice. */
  deviceId: string | null;
}

export interface CameraStart {
  video: HTMLVideoElement;
  /** null: the back camera, as a phone user expects */
  deviceId: string | null;
  /** Every decode attempt: the code it read, or null when it read none (how a label is seen to leave). */
  onDecode: (text: string | null) => void;
  signal: AbortSignal;
}

const FIRST_FRAME_MARK = 'lotline:first-frame';

/** About ten tries a second finds a label fast without draining a phone's battery. */
const READER_OPTIONS = { delayBetweenScanAttempts: 100, delayBetweenScanSuccess: 300 };

/** The decoder is 125 KB gzip, so it loads when a camera opens, never with the app. */
async function loadReader() {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  // Our labels carry Code 128 and a QR or DataMatrix; fewer formats decode faster.
  const formats = [BarcodeFormat.CODE_128, BarcodeFormat.QR_CODE, BarcodeFormat.DATA_MATRIX];
  return new BrowserMultiFormatReader(new Map([[DecodeHintType.POSSIBLE_FORMATS, formats]]), READER_OPTIONS);
}

/** For timing a scan from the moment the camera shows something: loadeddata is the first frame. */
function markFirstFrame(video: HTMLVideoElement) {
  performance.clearMarks(FIRST_FRAME_MARK);
  video.addEventListener('loadeddata', () => performance.mark(FIRST_FRAME_MARK), { once: true });
}

const stopTracks = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/** Torch control where the track offers it (phones' back cameras, in Chromium). */
function torchOf(track: MediaStreamTrack | undefined): CameraSession['setTorch'] {
  if (!track || !('getCapabilities' in track) || !('torch' in track.getCapabilities())) return null;
  return (on) => track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}

/**
 * Opens the camera and decodes continuously into `onDecode`. The picture shows as soon as the
 * camera gives it, while the decoder may still be downloading. Rejects with getUserMedia's
 * error when there is no camera or no permission, and with the signal's reason when it fired first.
 */
export async function startCamera({ video, deviceId, onDecode, signal }: CameraStart): Promise<CameraSession> {
  const reader = loadReader();
  // Handled below; this stops a failed download from also counting as unhandled when the camera fails first.
  reader.catch(() => undefined);
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: false,
    video: deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: 'environment' } },
  });
  try {
    signal.throwIfAborted();
    markFirstFrame(video);
    video.srcObject = stream;
    await video.play();
    const controls = await (await reader).decodeFromVideoElement(video, (result) => onDecode(result?.getText() ?? null));
    if (signal.aborted) controls.stop();
    signal.throwIfAborted();
    const [track] = stream.getVideoTracks();
    return {
      stop: () => {
        controls.stop();
        stopTracks(stream);
        video.srcObject = null;
      },
      setTorch: torchOf(track),
      deviceId: track?.getSettings().deviceId ?? null,
    };
  } catch (error) {
    // Whatever failed after the camera opened, the camera must not stay on.
    stopTracks(stream);
    throw error;
  }
}

/** The cameras to choose from; their names are known once permission is given. */
export async function listCameras(): Promise<MediaDeviceInfo[]> {
  return (await navigator.mediaDevices.enumerateDevices()).filter((device) => device.kind === 'videoinput');
}
