import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_MAX_LIMIT } from '../../../shared/contract/lists';
import { TemplateListResource, type TemplateListQuery } from '../../../shared/contract/step-templates';
import { searchOf } from '../lists/search-of';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

export const getStepTemplates = (query: TemplateListQuery) =>
  apiRequest(TemplateListResource, `${pathTo('listStepTemplates')}?${searchOf(query)}`);

/** Every page of the list, whatever its sort: what a template's create, update or delete makes stale. */
export const STEP_TEMPLATES_KEY = ['step-templates'] as const;

export const stepTemplatesQuery = (query: TemplateListQuery) =>
  queryOptions({ queryKey: [...STEP_TEMPLATES_KEY, searchOf(query)], queryFn: () => getStepTemplates(query) });

/** The last page stays on screen while the next one loads, so the table does not jump. */
export const useStepTemplates = (query: TemplateListQuery) => useQuery({ ...stepTemplatesQuery(query), placeholderData: keepPreviousData });

/** Every template by name (as many as one page holds): what a template picker or filter offers. */
export const useStepTemplateChoices = () => useStepTemplates({ sort: 'name', order: 'asc', startingFrom: 0, limit: LIST_MAX_LIMIT });
