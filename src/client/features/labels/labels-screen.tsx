import { isApiError } from '../../api/api-error';
import { useLabels } from '../../api/labels/get-labels';
import { Loading } from '../../ui/query-state';
import { Screen } from '../../ui/screen';
import { LabelActions } from './label-actions';
import { LabelPicker } from './label-picker';
import { LabelSheet } from './label-sheet';
import { useLabelParams } from './use-label-params';

/** Places in the list a missing-resource problem names (`ids[3]`). */
function missingPlaces(error: unknown): Set<number> {
  if (!isApiError(error) || !error.isMissing) return new Set();
  return new Set(error.invalidParams.flatMap(({ name }) => /^ids\[(\d+)\]$/.exec(name)?.slice(1).map(Number) ?? []));
}

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

/** /labels?ids=…&size=…: choose labels and a size, then print, or download a PDF or ZPL. */
export function LabelsScreen() {
  const { ids, ignored, size, setIds, setSize } = useLabelParams();
  const labels = useLabels(ids, size.id);
  // A placeholder is the previous list or size: fine to look at, not to download.
  const current = labels.isSuccess && !labels.isPlaceholderData ? labels.data : undefined;
  const count = labels.data?.state.labels.length ?? 0;
  const pages = Math.ceil(count / (size.columns * size.rows));
  return (
    // Wide screens show the preview beside the controls, so a size change shows at once.
    <div className="label-screen flex w-full flex-col items-center gap-4 lg:items-start min-[1200px]:flex-row">
      <div className="contents print:hidden">
        <Screen title="Labels">
          <div className="flex flex-col gap-5">
            <LabelPicker ids={ids} missing={missingPlaces(labels.error)} onChange={setIds} />
            {ignored.length > 0 && <p className="text-sm text-stone-600">Left out, not labels: {ignored.join(', ')}</p>}
            {ids.length === 0 && <p className="text-stone-600">No labels yet. Scan labels, or type or paste them above.</p>}
            {labels.isPending && ids.length > 0 && <Loading />}
            {labels.isError && <LoadProblem error={labels.error} />}
            <LabelActions size={size} onSize={setSize} resource={current} />
            {labels.data && (
              <p className="text-sm text-stone-600" aria-live="polite">
                {count} {count === 1 ? 'label' : 'labels'} on {pages} {pages === 1 ? 'page' : 'pages'}
              </p>
            )}
          </div>
        </Screen>
      </div>
      {labels.data && ids.length > 0 && !labels.isError && <LabelSheet labels={labels.data.state.labels} size={size} />}
    </div>
  );
}
