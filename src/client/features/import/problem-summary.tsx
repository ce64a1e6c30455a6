import type { ImportProblem } from '../../../shared/contract/import';
import { PREVIEW_ROWS } from './preview-table';
import { problemText, type FilePlaces } from './problems';

/** Problems listed past the preview; a file with thousands shows the first ones. */
const LISTED = 50;

/** How many problems the whole file has, and those in rows the preview does not show. */
export function ProblemSummary({ places, problems }: { places: FilePlaces; problems: readonly ImportProblem[] }) {
  const later = problems.filter((problem) => problem.row >= PREVIEW_ROWS);
  return (
    <div role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
      <p className="font-semibold">
        {problems.length} {problems.length === 1 ? 'problem' : 'problems'} in the file. Fix them in the file and choose it again; nothing is
        imported until every row is right.
      </p>
      {later.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {later.slice(0, LISTED).map((problem) => (
            <li key={`${problem.row}-${problem.column}-${problem.reason}`}>{problemText(places, problem)}</li>
          ))}
          {later.length > LISTED && <li>…and {later.length - LISTED} more past the preview.</li>}
        </ul>
      )}
    </div>
  );
}
