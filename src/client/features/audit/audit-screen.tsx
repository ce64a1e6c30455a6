import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { AuditAnswer } from '../../../shared/contract/audit';
import type { LabelKind } from '../../../shared/labels';
import { isApiError } from '../../api/api-error';
import { auditRequest } from '../../api/audit/audit-request';
import { binQuery } from '../../api/bins/get-bin';
import { problemText } from '../../api/form-errors';
import { newIdempotencyKey } from '../../api/request';
import { invalidateStock } from '../../api/stock/invalidate-stock';
import { sendOrKeep } from '../../offline/send-or-keep';
import { usePending, waitingOf } from '../../offline/use-pending';
import { itemOfScan, useCameraTally, useScan, useScanHandler, type ScanClaim } from '../../scan';
import { ItemLabel } from '../../ui/item-label';
import { useOperatorName } from '../../ui/operator-name';
import { Screen } from '../../ui/screen';
import { useToast } from '../../ui/toast';
import { LEAVE_PROMPT, useUnsavedPrompt } from '../../ui/use-unsaved-prompt';
import { AuditSummary } from './audit-summary';
import { ChooseBin } from './choose-bin';
import { countsOf, removeLine, setCount, tallyOf } from './count-sheet';
import { CountForm } from './count-form';
import { useCountSheet } from './use-count-sheet';

/** A bin count covers lots and SKUs; a mixture is audited on its own page. */
const COUNTED_KINDS: readonly LabelKind[] = ['sku', 'batch'];

/** What the bin held when the count began; null when offline with no copy on the device. */
type AsOf = Record<string, number> | null;

/** `startedAt` guards a count made without the records: the server refuses it if the bin changed since. */
type Phase =
  | { step: 'choose' }
  | { step: 'count'; binId: string; asOf: AsOf; startedAt: string }
  | { step: 'done'; binId: string; answer: AuditAnswer };

/**
 * The bin's records the count is checked against, read now; offline, the copy this device last
 * read, if any (the server still refuses the count if the bin has changed since).
 */
async function recordsOf(queryClient: QueryClient, binId: string): Promise<{ binId: string; asOf: AsOf }> {
  try {
    const bin = await queryClient.fetchQuery({ ...binQuery(binId), staleTime: 0, networkMode: 'always', retry: false });
    return { binId: bin.state.id, asOf: bin.state.contents };
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'connection') throw error;
    return { binId, asOf: queryClient.getQueryData(binQuery(binId).queryKey)?.state.contents ?? null };
  }
}

export function AuditScreen() {
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const counting = useCountSheet();
  const { sheet } = counting;
  const { settled } = useScan();
  const [operator, setOperator] = useOperatorName();
  const toast = useToast();
  const queryClient = useQueryClient();

  // A count with anything counted is work: leaving the screen, or changing the bin, asks first.
  const { latest } = counting;
  const counted = useCallback(() => phase.step === 'count' && latest().length > 0, [phase.step, latest]);
  useUnsavedPrompt(counted);
  const changeBin = () => {
    if (!counted() || window.confirm(LEAVE_PROMPT)) setPhase({ step: 'choose' });
  };

  const waiting = waitingOf(usePending()).length;
  const start = useMutation({
    // The count is checked against the contents read now; the server refuses if they change.
    networkMode: 'always',
    mutationFn: (binId: string) => recordsOf(queryClient, binId),
    onSuccess: ({ binId, asOf }) => {
      counting.restart();
      setPhase({ step: 'count', binId, asOf, startedAt: new Date().toISOString() });
    },
    onError: (error) => toast.failure(problemText(error)),
  });

  const confirm = useMutation({
    // Offline the count is kept on the device (with its key, so it is booked once), not paused.
    networkMode: 'always',
    mutationFn: ({ binId, asOf, startedAt, note, key }: { binId: string; asOf: AsOf; startedAt: string; note: string; key: string }) => {
      const counts = countsOf(counting.latest());
      const against = asOf ? { as_of: asOf } : { counted_since: startedAt };
      const request = auditRequest(binId, { counts, operator, ...against, ...(note && { note }) });
      const summary = `Audit of ${binId}: ${Object.keys(counts).length} item${Object.keys(counts).length === 1 ? '' : 's'} counted`;
      return sendOrKeep(AuditAnswer, { ...request, key, summary, fixHref: '/audit' }, waiting);
    },
    onSuccess: async (sent, { binId }) => {
      if (sent.kept) {
        setPhase({ step: 'choose' });
        toast.success(`Kept on this device: audit of ${binId}. It is sent when the connection is back.`);
        return;
      }
      setPhase({ step: 'done', binId, answer: sent.answer });
      toast.success('Audit recorded.');
      await invalidateStock(queryClient, [binId]);
    },
    onError: async (error, { binId }) => {
      toast.failure(problemText(error));
      // Someone changed the bin mid-count: keep the count, take the new records, let the operator confirm again.
      if (isApiError(error) && error.problem?.type === 'precondition-failed') {
        const bin = await queryClient.fetchQuery({ ...binQuery(binId), staleTime: 0 });
        setPhase({ step: 'count', binId, asOf: bin.state.contents, startedAt: new Date().toISOString() });
      }
    },
  });

  const refuse = (why: string): ScanClaim => {
    toast.failure(why);
    return 'rejected';
  };

  // While a count is held every scan is claimed: nothing may navigate away and lose it.
  useScanHandler((scan) => {
    if (phase.step !== 'count') {
      if (scan.label?.kind !== 'bin') return false;
      start.mutate(scan.label.id);
      return true;
    }
    if (scan.label?.kind === 'bin') return refuse(`${scan.label.id} is a bin: confirm this count, or change the bin, first.`);
    const item = scan.label ? { found: scan.label } : itemOfScan(scan, COUNTED_KINDS);
    if ('problem' in item) return refuse(item.problem);
    if (item.found.kind === 'mixture')
      return refuse(`${item.found.id} is a mixture: it is audited on its own page, and this count leaves it as it is.`);
    if (!COUNTED_KINDS.includes(item.found.kind)) return refuse(`${item.found.id} cannot be counted.`);
    counting.countScan(item.found.id);
    return true;
  });
  useCameraTally(phase.step === 'count' ? tallyOf(sheet, counting.lastCounted) : null);

  if (phase.step === 'choose') {
    return (
      <Screen title="Audit">
        <ChooseBin onChoose={(binId) => start.mutate(binId)} busy={start.isPending} />
      </Screen>
    );
  }
  const title = (
    <>
      Audit <ItemLabel value={phase.binId} />
    </>
  );
  if (phase.step === 'done') {
    return (
      <Screen
        title={title}
        actions={
          <button type="button" className="btn-secondary" onClick={() => setPhase({ step: 'choose' })}>
            Audit another bin
          </button>
        }
      >
        <AuditSummary answer={phase.answer} />
      </Screen>
    );
  }
  return (
    <Screen
      title={title}
      actions={
        <button type="button" className="btn-secondary" onClick={changeBin}>
          Change bin
        </button>
      }
    >
      <CountForm
        binId={phase.binId}
        sheet={sheet}
        expected={phase.asOf}
        operator={operator}
        onOperator={setOperator}
        onSet={(itemId, units) => counting.update((current) => setCount(current, itemId, units))}
        onRemove={(itemId) => counting.update((current) => removeLine(current, itemId))}
        // A scan still in hand (a code being looked up) belongs in the count it was made for.
        onConfirm={(note) =>
          void settled().then(() =>
            confirm.mutate({ binId: phase.binId, asOf: phase.asOf, startedAt: phase.startedAt, note, key: newIdempotencyKey() }),
          )
        }
        busy={confirm.isPending}
      />
    </Screen>
  );
}
