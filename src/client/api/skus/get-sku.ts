import { queryOptions, useQuery } from '@tanstack/react-query';
import { SkuResource } from '../../../shared/contract/skus';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

export const getSku = (id: string) => apiRequest(SkuResource, pathTo('getSku', { id }));

export const skuQuery = (id: string) => queryOptions({ queryKey: ['sku', id], queryFn: () => getSku(id) });

export const useSku = (id: string, enabled = true) => useQuery({ ...skuQuery(id), enabled });
