import { useSearchParams } from 'react-router-dom';

export interface InstanceListUrl {
  /** the template filter, '' for every template */
  template: string;
  startingFrom: number;
  /** Another template starts at the first page. */
  filter: (template: string) => void;
  page: (startingFrom: number) => void;
}

/** The run list's filter and page live in the URL (?template=TPL000001&start=20), so Back and a shared link keep them. */
export function useInstanceListUrl(): InstanceListUrl {
  const [params, setParams] = useSearchParams();
  const template = params.get('template')?.trim() ?? '';
  const start = Number(params.get('start'));
  const startingFrom = Number.isSafeInteger(start) && start > 0 ? start : 0;
  const go = (next: { template: string; startingFrom: number }) =>
    setParams({ ...(next.template && { template: next.template }), ...(next.startingFrom > 0 && { start: String(next.startingFrom) }) });
  return {
    template,
    startingFrom,
    filter: (next) => go({ template: next, startingFrom: 0 }),
    page: (next) => go({ template, startingFrom: next }),
  };
}
