import { Link } from 'react-router-dom';
import type { TemplateState } from '../../../shared/contract/step-templates';
import { ItemLabel } from '../../ui/item-label';
import type { TemplateListUrl } from './template-list-screen';

type Sort = TemplateListUrl['sort'];

const SORT_LABELS: Record<Sort, string> = { name: 'Name', id: 'Template ID' };

function SortButton({ column, url, className = '' }: { column: Sort; url: TemplateListUrl; className?: string }) {
  const sorted = url.sort === column;
  return (
    <button
      type="button"
      className={`inline-flex min-h-9 items-center gap-1 rounded px-1 font-semibold hover:text-stone-900 ${className}`}
      onClick={() => url.sortBy(column)}
    >
      {SORT_LABELS[column]}
      <span aria-hidden="true" className={sorted ? '' : 'opacity-30'}>
        {sorted && url.order === 'desc' ? '▼' : '▲'}
      </span>
    </button>
  );
}

const ariaSort = (url: TemplateListUrl, column: Sort) =>
  url.sort === column ? (url.order === 'asc' ? 'ascending' : 'descending') : 'none';

const templateHref = (template: TemplateState) => `/step-template/${template.template_id}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The templates as a table with fixed column widths (name 160px or more, id 140 to
 * 220px, the counts 90px), which needs 480px; on a phone each template is a card instead.
 */
export function TemplateTable({ templates, url, stale }: { templates: TemplateState[]; url: TemplateListUrl; stale: boolean }) {
  return (
    <div className={stale ? 'opacity-60' : ''}>
      <table className="data-table max-sm:hidden" aria-label="Step templates">
        <thead>
          <tr>
            <th scope="col" className="min-w-[160px]" aria-sort={ariaSort(url, 'name')}>
              <SortButton column="name" url={url} />
            </th>
            <th scope="col" className="w-[180px] max-w-[220px] min-w-[140px]" aria-sort={ariaSort(url, 'id')}>
              <SortButton column="id" url={url} />
            </th>
            <th scope="col" className="w-[90px] min-w-[90px] text-right">
              Inputs
            </th>
            <th scope="col" className="w-[90px] min-w-[90px] text-right">
              Outputs
            </th>
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
            <tr key={template.template_id}>
              <td className="wrap-anywhere">
                <Link to={templateHref(template)} className="font-semibold text-brand-700 hover:underline">
                  {template.name}
                </Link>
              </td>
              <td>
                <ItemLabel value={template.template_id} link={false} />
              </td>
              <td className="text-right tabular-nums">{template.inputs.length}</td>
              <td className="text-right tabular-nums">{template.outputs.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sm:hidden">
        <div role="group" aria-label="Sort by" className="mb-2 flex flex-wrap items-center gap-2 text-sm text-stone-600">
          Sort by
          <SortButton column="name" url={url} className="border border-stone-300 px-2" />
          <SortButton column="id" url={url} className="border border-stone-300 px-2" />
        </div>
        <ul aria-label="Step templates" className="flex flex-col">
          {templates.map((template) => (
            <li key={template.template_id} className="flex flex-col gap-0.5 border-b border-stone-200 py-2">
              <Link to={templateHref(template)} className="font-semibold wrap-anywhere text-brand-700 hover:underline">
                {template.name}
              </Link>
              <span className="flex flex-wrap gap-x-3 text-sm text-stone-600">
                <ItemLabel value={template.template_id} link={false} />
                <span>{plural(template.inputs.length, 'input')}</span>
                <span>{plural(template.outputs.length, 'output')}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
