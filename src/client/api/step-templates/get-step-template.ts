import { queryOptions, useQuery } from '@tanstack/react-query';
import { TemplateResource } from '../../../shared/contract/step-templates';
import { apiRequest } from '../request';

export const getStepTemplate = (id: string) => apiRequest(TemplateResource, `/api/step-template/${id}`);

export const stepTemplateQuery = (id: string) => queryOptions({ queryKey: ['step-template', id], queryFn: () => getStepTemplate(id) });

export const useStepTemplate = (id: string) => useQuery(stepTemplateQuery(id));
