import { queryOptions, useQuery } from '@tanstack/react-query';
import { TlsResource } from '../../../shared/contract/tls';
import { pathTo } from '../../../shared/routes';
import { apiRequest } from '../request';

export const getTls = () => apiRequest(TlsResource, pathTo('getTls'));

// The addresses change only when the server restarts on another network: read them once a visit.
export const tlsQuery = () => queryOptions({ queryKey: ['tls'], queryFn: getTls, staleTime: Infinity });

export const useTls = () => useQuery(tlsQuery());
