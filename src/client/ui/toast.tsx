import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

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

/** One toast at a time, as in the spec: a new message replaces the last. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((tone: ToastTone) => (content: ReactNode) => setToast({ id: Date.now(), tone, content }), []);
  const api = useMemo(() => ({ success: show('success'), failure: show('failure') }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4" aria-live="polite">
        {toast && (
          <div
            key={toast.id}
            role={toast.tone === 'failure' ? 'alert' : 'status'}
            data-tone={toast.tone}
            className={`pointer-events-auto flex max-w-card items-start gap-3 rounded-lg px-4 py-3 shadow-lg ${
              toast.tone === 'success' ? 'bg-brand-700 text-white' : 'bg-red-700 text-white'
            }`}
          >
            <div className="min-w-0 flex-1 break-words [&_a]:text-white [&_a]:underline">{toast.content}</div>
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
