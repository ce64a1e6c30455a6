import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useToastSpace } from './toast-space';

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

/** How long a success toast stays once nobody points at it or has focus in it. */
export const SUCCESS_TOAST_MS = 5_000;

/**
 * One toast at a time: a new message replaces the last. A success leaves by itself after
 * SUCCESS_TOAST_MS (not while pointed at or focused, so its link can be followed); a failure
 * stays until it is dismissed or replaced, since it says what still needs doing.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  // Pointed at and focused are held apart: leaving with the pointer must not let a focused toast go.
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = pointed || focused;
  const lastId = useRef(0);
  const container = useToastSpace(toast?.id ?? null);
  const show = useCallback(
    (tone: ToastTone) => (content: ReactNode) => {
      // A dismissed toast takes its hover and focus with it, without leave or blur events.
      setPointed(false);
      setFocused(false);
      setToast({ id: ++lastId.current, tone, content });
    },
    [],
  );
  const api = useMemo(() => ({ success: show('success'), failure: show('failure') }), [show]);

  useEffect(() => {
    if (toast?.tone !== 'success' || held) return;
    const timer = setTimeout(() => setToast(null), SUCCESS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, held]);

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
            onPointerEnter={() => setPointed(true)}
            onPointerLeave={() => setPointed(false)}
            onFocus={() => setFocused(true)}
            onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
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
