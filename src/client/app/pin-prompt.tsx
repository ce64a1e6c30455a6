import { useEffect, useRef, useState, type FormEvent } from 'react';
import { registerPinAsker } from '../api/session/session-events';

interface Asking {
  title: string;
  resolve: (pin: string | null) => void;
}

/**
 * The dialog that asks the signed-in person for their PIN (or password) when the server wants
 * a release or a delete confirmed; the request is then sent again with it.
 */
export function PinPrompt() {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [pin, setPin] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => registerPinAsker((title) => new Promise((resolve) => setAsking({ title, resolve }))), []);
  useEffect(() => {
    const element = dialog.current;
    if (asking && element && !element.open) element.showModal();
    if (!asking && element?.open) element.close();
  }, [asking]);

  const finish = (answer: string | null) => {
    asking?.resolve(answer);
    setAsking(null);
    setPin('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    finish(pin);
  };
  const password = asking?.title.includes('password') ?? false;
  return (
    <dialog
      ref={dialog}
      aria-label={asking?.title ?? 'Confirm'}
      className="m-auto w-[calc(100vw-2rem)] max-w-warning rounded-lg p-0 shadow-xl backdrop:bg-black/40"
      onCancel={(event) => {
        event.preventDefault();
        finish(null);
      }}
    >
      <form onSubmit={submit} className="flex flex-col gap-3 p-4">
        <h2 className="text-lg font-bold">{asking?.title}</h2>
        <label className="flex flex-col gap-1">
          {password ? 'Password' : 'PIN'}
          <input
            className="input"
            type="password"
            inputMode={password ? 'text' : 'numeric'}
            autoComplete="off"
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            autoFocus
            required
          />
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={() => finish(null)}>
            Cancel
          </button>
          <button type="submit" className="btn-primary">
            Confirm
          </button>
        </div>
      </form>
    </dialog>
  );
}
