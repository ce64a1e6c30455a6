import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { InstanceListResource, type InstanceListQuery } from '../../../shared/contract/step-instances';
import { searchOf } from '../lists/search-of';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

/** Root key of every page of the run list, so a new or undone run refreshes them all. */
export const STEP_INSTANCES_KEY = ['step-instances'] as const;

export const getStepInstances = (query: Partial<InstanceListQuery>) =>
  apiRequest(InstanceListResource, `${pathTo('listStepInstances')}?${searchOf(query)}`);

export const stepInstancesQuery = (query: Partial<InstanceListQuery>) =>
  queryOptions({ queryKey: [...STEP_INSTANCES_KEY, searchOf(query)], queryFn: () => getStepInstances(query) });

/** The last page stays on screen while the next one loads, so the table does not jump. */
export const useStepInstances = (query: Partial<InstanceListQuery>) =>
  useQuery({ ...stepInstancesQuery(query), placeholderData: keepPreviousData });
