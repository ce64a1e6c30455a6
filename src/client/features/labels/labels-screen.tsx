import { isApiError } from '../../api/api-error';
import { Loading } from '../../ui/query-state';
import { Screen } from '../../ui/screen';
import { LabelActions } from './label-actions';
import { LabelPicker } from './label-picker';
import { LabelSheet } from './label-sheet';
import { useLabelParams } from './use-label-params';
import { usePrintedLabels } from './use-printed-labels';

function LoadProblem({ error }: { error: unknown }) {
  const text = isApiError(error) ? (error.problem?.detail ?? error.message) : 'Connection Error';
  const hint = isApiError(error) && error.isMissing ? ' Remove the marked labels to print the rest.' : '';
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
      {text}
      {hint}
    </p>
  );
}

/**
 * /labels?ids=…&size=…: choose labels and a size, then print, or download a PDF or ZPL. A person's
 * badge (PER…) prints here too, for whoever manages people, from the browser only.
 */
export function LabelsScreen() {
  const { ids, ignored, size, setIds, setSize } = useLabelParams();
  const sheet = usePrintedLabels(ids, size.id);
  const count = sheet.labels?.length ?? 0;
  const pages = Math.ceil(count / (size.columns * size.rows));
  return (
    // Wide screens show the preview beside the controls, so a size change shows at once.
    <div className="label-screen flex w-full flex-col items-center gap-4 lg:items-start min-[1200px]:flex-row">
      <div className="contents print:hidden">
        <Screen title="Labels">
          <div className="flex flex-col gap-5">
            <LabelPicker ids={ids} missing={sheet.missing} badges={sheet.mayPrintBadges} onChange={setIds} />
            {ignored.length > 0 && <p className="text-sm text-stone-600">Left out, not labels: {ignored.join(', ')}</p>}
            {ids.length === 0 && <p className="text-stone-600">No labels yet. Scan labels, or type or paste them above.</p>}
            {sheet.pending && ids.length > 0 && <Loading />}
            {sheet.itemError !== null && <LoadProblem error={sheet.itemError} />}
            {sheet.badgeProblem && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
                {sheet.badgeProblem}
              </p>
            )}
            <LabelActions size={size} onSize={setSize} printable={sheet.labels !== undefined} files={sheet.files} />
            {sheet.hasBadges && (
              <p className="text-sm text-stone-600">Badges print from this page: the PDF and ZPL files carry item labels only.</p>
            )}
            {sheet.labels && (
              <p className="text-sm text-stone-600" aria-live="polite">
                {count} {count === 1 ? 'label' : 'labels'} on {pages} {pages === 1 ? 'page' : 'pages'}
              </p>
            )}
          </div>
        </Screen>
      </div>
      {sheet.labels && <LabelSheet labels={sheet.labels} size={size} />}
    </div>
  );
}
