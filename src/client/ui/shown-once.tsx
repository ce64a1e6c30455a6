import { useState, type ReactNode } from 'react';

interface ShownOnceProps {
  /** says what the secret is and what to do with it */
  children: ReactNode;
  /** the secret's accessible name, e.g. 'New token' */
  label: string;
  secret: string;
  onDone: () => void;
}

/** A secret the server never shows again (a token, a signing secret), with Copy and Done. */
export function ShownOnce({ children, label, secret, onDone }: ShownOnceProps) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p>{children}</p>
      <code aria-label={label} className="break-all rounded bg-white p-2 font-mono text-sm select-all">
        {secret}
      </code>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
