import { queryOptions, useQuery } from '@tanstack/react-query';
import { TemplateResource } from '../../../shared/contract/step-templates';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

export const getStepTemplate = (id: string) => apiRequest(TemplateResource, pathTo('getStepTemplate', { id }));

export const stepTemplateQuery = (id: string) => queryOptions({ queryKey: ['step-template', id], queryFn: () => getStepTemplate(id) });

export const useStepTemplate = (id: string) => useQuery(stepTemplateQuery(id));
