import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

type ToastTone = 'success' | 'failure';
interface Toast {
  id: number;
  tone: ToastTone;
  content: ReactNode;
}

interface ToastApi {
  success: (content: ReactNode) => void;
  failure: (content: ReactNode) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The space a shown toast takes at the bottom of the screen. The shell's main area pads its
 * end by it: without that a form's last button, at the bottom of a phone's screen, sits
 * under a failure toast and cannot be pressed until the toast is dismissed.
 */
const SPACE_VARIABLE = '--toast-space';
/** The toast's distance from the bottom edge (bottom-4) and a little air above it. */
const TOAST_MARGIN_PX = 24;

/** Keeps SPACE_VARIABLE at the shown toast's height, so the page can scroll its last buttons above it. */
function useToastSpace(shown: boolean) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement.style;
    const element = container.current;
    if (!shown || !element) {
      root.removeProperty(SPACE_VARIABLE);
      return;
    }
    const observer = new ResizeObserver(() => root.setProperty(SPACE_VARIABLE, `${element.offsetHeight + TOAST_MARGIN_PX}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(SPACE_VARIABLE);
    };
  }, [shown]);
  return container;
}

/** One toast at a time: a new message replaces the last. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const container = useToastSpace(toast !== null);
  const show = useCallback((tone: ToastTone) => (content: ReactNode) => setToast({ id: Date.now(), tone, content }), []);
  const api = useMemo(() => ({ success: show('success'), failure: show('failure') }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div ref={container} className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4" aria-live="polite">
        {toast && (
          <div
            key={toast.id}
            role={toast.tone === 'failure' ? 'alert' : 'status'}
            data-tone={toast.tone}
            className={`pointer-events-auto flex max-w-card items-start gap-3 rounded-lg px-4 py-3 shadow-lg ${
              toast.tone === 'success' ? 'bg-brand-700 text-white' : 'bg-red-700 text-white'
            }`}
          >
            <div className="min-w-0 flex-1 wrap-anywhere [&_a]:text-white [&_a]:underline">{toast.content}</div>
            <button
              type="button"
              aria-label="Dismiss"
              className="rounded px-1 font-bold hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
              onClick={() => setToast(null)}
            >
              X
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
