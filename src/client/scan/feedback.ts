/** ok: the scan was taken; error: an unknown code, or a screen refused it. */
export type ScanTone = 'ok' | 'error';

/** A short high beep for a scan; a lower, longer, harsher one for an error, told apart without looking. */
const SOUND: Record<ScanTone, { hz: number; seconds: number; wave: OscillatorType }> = {
  ok: { hz: 1760, seconds: 0.08, wave: 'sine' },
  error: { hz: 220, seconds: 0.4, wave: 'square' },
};
const VIBRATION: Record<ScanTone, number | number[]> = { ok: 40, error: [120, 80, 120] };
const FLASH: Record<ScanTone, { color: string; ms: number }> = {
  ok: { color: '#22c55e', ms: 250 },
  error: { color: '#dc2626', ms: 600 },
};

/** Starting audio can stall the page for 200 ms: never inside a scanner's burst of keys. */
const AFTER_LAST_KEY_MS = 300;

let audio: AudioContext | null = null;

/**
 * Browsers only let a page make sound after a user gesture, and a context made earlier stays
 * muted, so the context is made on the first press, or once the first keys have settled.
 * Until then a scan is silent; handheld scanners beep themselves. Returns the function that stops waiting.
 */
export function armScanSound(target: Document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const disarm = () => {
    clearTimeout(timer);
    target.removeEventListener('pointerdown', start, true);
    target.removeEventListener('keydown', startAfterKeys, true);
  };
  function start() {
    disarm();
    audio ??= new AudioContext();
  }
  function startAfterKeys() {
    clearTimeout(timer);
    timer = setTimeout(start, AFTER_LAST_KEY_MS);
  }
  target.addEventListener('pointerdown', start, true);
  target.addEventListener('keydown', startAfterKeys, true);
  return disarm;
}

function beep(tone: ScanTone) {
  if (!audio) return;
  const { hz, seconds, wave } = SOUND[tone];
  const start = audio.currentTime;
  const oscillator = new OscillatorNode(audio, { type: wave, frequency: hz });
  const gain = new GainNode(audio, { gain: 0.2 });
  // Fading out avoids the click of a tone cut off mid-wave.
  gain.gain.setTargetAtTime(0, start + seconds * 0.7, seconds / 8);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds);
}

function vibrate(tone: ScanTone) {
  // Chrome blocks (and logs) vibration before the first gesture; scans come after one anyway.
  if ('vibrate' in navigator && navigator.userActivation.hasBeenActive) navigator.vibrate(VIBRATION[tone]);
}

/** The flash is a ring along the screen's edges, which the eye catches while the middle stays readable. */
const EDGES = [
  'top:0;left:0;right:0;height:12px',
  'bottom:0;left:0;right:0;height:12px',
  'top:0;bottom:0;left:0;width:12px',
  'top:0;bottom:0;right:0;width:12px',
];

/**
 * Held briefly, not faded, and only along the edges: a whole-screen fade repaints every pixel
 * every frame, which on a slow phone delays the very screen the scan is opening.
 */
function flash(tone: ScanTone) {
  const { color, ms } = FLASH[tone];
  const ring = document.createElement('div');
  ring.setAttribute('aria-hidden', 'true');
  ring.dataset.scanFlash = tone;
  ring.style.cssText = 'position:fixed;inset:0;z-index:2147483647;pointer-events:none';
  for (const edge of EDGES) {
    const bar = document.createElement('div');
    bar.style.cssText = `position:absolute;${edge};background:${color}`;
    ring.append(bar);
  }
  // An open modal dialog (the camera sheet) sits in the top layer, above anything in the body.
  (document.querySelector('dialog[open]') ?? document.body).append(ring);
  setTimeout(() => ring.remove(), ms);
}

/** Tells the person at the scanner what became of a scan: sound, vibration and a flash. */
export function scanFeedback(tone: ScanTone): void {
  beep(tone);
  vibrate(tone);
  flash(tone);
}
