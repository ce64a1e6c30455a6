import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../api/session/session';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Screen } from '../../ui/screen';
import { pendingText, removePending, type PendingChange } from '../../offline/pending-store';
import { syncPending } from '../../offline/sync-pending';
import { usePending, waitingOf } from '../../offline/use-pending';
import { waitsFor } from '../../offline/waits-for';
import { DateTime } from '../../ui/date-time';

function SendNow({ waiting }: { waiting: number }) {
  const [sending, setSending] = useState(false);
  if (waiting === 0) return null;
  const send = async () => {
    setSending(true);
    try {
      await syncPending();
    } finally {
      setSending(false);
    }
  };
  return (
    <button type="button" className="btn-primary" disabled={sending} onClick={() => void send()}>
      {sending ? 'Sending...' : 'Send now'}
    </button>
  );
}

/**
 * A refused change is made again in its form (filled in), or discarded; so is one kept before
 * anyone signed in, which no one may send as theirs. A waiting one can be discarded too (one the
 * server keeps failing on would hold the rest back), once confirmed.
 */
function ChangeActions({ change, ownerless }: { change: PendingChange; ownerless: boolean }) {
  const [discarding, setDiscarding] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      {/* The refused change stays listed (it is never sent again) until it is discarded: leaving the form loses nothing. */}
      {(change.refusal || ownerless) && (
        <Link to={change.fixHref} className="btn-secondary">
          Fix in form
        </Link>
      )}
      <button type="button" className="btn-secondary text-red-700" onClick={() => setDiscarding(true)}>
        Discard
      </button>
      <ConfirmDialog
        open={discarding}
        confirmLabel="Discard"
        message={
          change.refusal
            ? `Discard "${pendingText(change)}"? It was never applied, and will not be.`
            : `Discard "${pendingText(change)}"? If an earlier try reached the server it stays applied; otherwise it never will be.`
        }
        onConfirm={() => void removePending(change.seq)}
        onCancel={() => setDiscarding(false)}
      />
    </div>
  );
}

/** Where a kept change stands: refused, waiting for someone, or waiting to be sent. */
function ChangeState({ change, waitsOn }: { change: PendingChange; waitsOn: ReturnType<typeof waitsFor> }) {
  if (change.refusal) return <span className="text-red-800">Refused: {change.refusal}</span>;
  if (waitsOn === 'no one')
    return <span className="text-amber-800">Kept before anyone signed in on this device: make it again in its form, or discard it.</span>;
  if (waitsOn) return <span className="text-amber-800">Waiting for {waitsOn.name} to sign in on this device</span>;
  return <span className="text-amber-800">Waiting to be sent</span>;
}

/** Stock changes made on this device without a connection: waiting to be sent, or refused once sent. */
export function PendingScreen() {
  const changes = usePending();
  const { data: session } = useSession();
  const waiting = waitingOf(changes).length;
  return (
    <Screen title="Pending changes" actions={<SendNow waiting={waiting} />}>
      {changes.length === 0 ? (
        <p className="text-stone-700">Nothing waits: every change made on this device has reached the server.</p>
      ) : (
        <>
          <p className="mb-3 text-stone-700">
            {navigator.onLine
              ? `They are sent in the order they were made${session?.accounts ? ', each while the person who made it is signed in' : ''}.`
              : 'This device is offline: they are sent, in the order they were made, when the connection is back.'}
          </p>
          <ol aria-label="Pending changes" className="flex flex-col gap-2">
            {changes.map((change) => {
              const waitsOn = waitsFor(change, session);
              return (
                <li
                  key={change.seq}
                  className={`flex flex-col gap-1 rounded-lg border p-3 ${change.refusal ? 'border-red-300 bg-red-50' : 'border-stone-200'}`}
                >
                  <span className="font-semibold">{pendingText(change)}</span>
                  <span className="text-sm text-stone-600">
                    Made <DateTime at={change.madeAt} />
                  </span>
                  <ChangeState change={change} waitsOn={waitsOn} />
                  <ChangeActions change={change} ownerless={waitsOn === 'no one'} />
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Screen>
  );
}
