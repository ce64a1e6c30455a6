import { queryOptions, useQuery } from '@tanstack/react-query';
import { MixtureResource } from '../../../shared/contract/mixtures';
import { apiRequest } from '../request';

export const getMixture = (id: string) => apiRequest(MixtureResource, `/api/mixture/${id}`);

export const mixtureQuery = (id: string) => queryOptions({ queryKey: ['mixture', id], queryFn: () => getMixture(id) });

export const useMixture = (id: string) => useQuery(mixtureQuery(id));
