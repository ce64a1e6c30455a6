import { queryOptions, useQuery } from '@tanstack/react-query';
import { InstanceResource } from '../../../shared/contract/step-instances';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

export const getStepInstance = (id: string) => apiRequest(InstanceResource, pathTo('getStepInstance', { id }));

export const stepInstanceQuery = (id: string) => queryOptions({ queryKey: ['step-instance', id], queryFn: () => getStepInstance(id) });

export const useStepInstance = (id: string) => useQuery(stepInstanceQuery(id));
