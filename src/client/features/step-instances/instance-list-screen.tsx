import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { useStepInstances } from '../../api/step-instances/get-step-instances';
import { Loading } from '../../ui/query-state';
import { RangePager } from '../../ui/range-pager';
import { Screen } from '../../ui/screen';
import { RUN_STEP_PATH } from './instance-links';
import { InstanceListTable } from './instance-list-table';
import { TemplateFilter } from './template-filter';
import { useInstanceListUrl } from './use-instance-list-url';

const PAGE_SIZE = 20;

const runStepLink = (
  <Link to={RUN_STEP_PATH} className="btn-primary">
    Run step
  </Link>
);

/** Why the list did not load: the problem's reasons when the server gave them (a malformed template id). */
function loadProblem(error: Error): string {
  const reasons = isApiError(error) ? error.invalidParams.map((param) => `${param.name} ${param.reason}`) : [];
  return [error.message, ...reasons].join(': ');
}

/** /step-instances: production runs, newest first, optionally of one template (?template=). */
export function InstanceListScreen() {
  const url = useInstanceListUrl();
  const query = useStepInstances({ template: url.template || undefined, startingFrom: url.startingFrom, limit: PAGE_SIZE });
  const page = query.data?.state;
  const runs = page?.items.map((item) => item.state) ?? [];

  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError)
    body = (
      <p role="alert" className="text-red-700">
        Problem loading production runs. {loadProblem(query.error)}
      </p>
    );
  else if (runs.length === 0)
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-stone-500">
          {url.startingFrom > 0
            ? 'No more here.'
            : url.template
              ? `No production runs of ${url.template} recorded yet.`
              : 'No production runs recorded yet.'}
        </p>
        {url.startingFrom > 0 ? (
          <button type="button" className="btn-secondary" onClick={() => url.page(0)}>
            Back to the first page
          </button>
        ) : (
          runStepLink
        )}
      </div>
    );
  else
    body = (
      <div className="flex flex-col gap-3">
        <div className="overflow-x-auto">
          <InstanceListTable runs={runs} stale={query.isPlaceholderData} />
        </div>
        <RangePager startingFrom={url.startingFrom} shown={runs.length} total={page?.total ?? 0} pageSize={PAGE_SIZE} onPage={url.page} />
      </div>
    );

  return (
    <Screen title="Step Instances" wide actions={runStepLink}>
      <TemplateFilter value={url.template} onChange={url.filter} />
      {body}
    </Screen>
  );
}
