import { queryOptions, useQuery } from '@tanstack/react-query';
import { SkuResource } from '../../../shared/contract/skus';
import { apiRequest } from '../request';

export const getSku = (id: string) => apiRequest(SkuResource, `/api/sku/${id}`);

export const skuQuery = (id: string) => queryOptions({ queryKey: ['sku', id], queryFn: () => getSku(id) });

export const useSku = (id: string, enabled = true) => useQuery({ ...skuQuery(id), enabled });
