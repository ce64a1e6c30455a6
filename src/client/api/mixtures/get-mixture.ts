import { queryOptions, useQuery } from '@tanstack/react-query';
import { MixtureResource } from '../../../shared/contract/mixtures';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

export const getMixture = (id: string) => apiRequest(MixtureResource, pathTo('getMixture', { id }));

export const mixtureQuery = (id: string) => queryOptions({ queryKey: ['mixture', id], queryFn: () => getMixture(id) });

export const useMixture = (id: string) => useQuery(mixtureQuery(id));
