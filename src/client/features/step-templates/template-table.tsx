import { Link } from 'react-router-dom';
import type { TemplateState } from '../../../shared/contract/step-templates';
import { ItemLabel } from '../../ui/item-label';
import type { TemplateListUrl } from './template-list-screen';

function SortHeader({ column, label, url, className }: { column: TemplateListUrl['sort']; label: string; url: TemplateListUrl; className: string }) {
  const sorted = url.sort === column;
  return (
    <th scope="col" className={className} aria-sort={sorted ? (url.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="inline-flex min-h-9 items-center gap-1 rounded px-1 font-semibold hover:text-stone-900" onClick={() => url.sortBy(column)}>
        {label}
        <span aria-hidden="true" className={sorted ? '' : 'opacity-30'}>
          {sorted && url.order === 'desc' ? '▼' : '▲'}
        </span>
      </button>
    </th>
  );
}

/** Column widths of spec §9: name 160px or more, id 140 to 220px, the counts 90px. */
export function TemplateTable({ templates, url, stale }: { templates: TemplateState[]; url: TemplateListUrl; stale: boolean }) {
  return (
    <table className={`data-table ${stale ? 'opacity-60' : ''}`} aria-label="Step templates">
      <thead>
        <tr>
          <SortHeader column="name" label="Name" url={url} className="min-w-[160px]" />
          <SortHeader column="id" label="Template ID" url={url} className="w-[180px] max-w-[220px] min-w-[140px]" />
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
            <td className="break-words">
              <Link to={`/step-template/${template.template_id}`} className="font-semibold text-brand-700 hover:underline">
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
  );
}

