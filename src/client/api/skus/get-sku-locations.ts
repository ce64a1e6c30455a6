import { queryOptions, useQuery } from '@tanstack/react-query';
import { findOperation } from '../../../shared/contract/envelope';
import { LocationsResource, type SkuResource } from '../../../shared/contract/skus';
import { follow } from '../request';
import { stockViewKey } from '../stock/stock-views';

export const getSkuLocations = (sku: SkuResource) => follow(LocationsResource, findOperation(sku.operations, 'bins'));

/** Keyed as a stock view, so every stock change refreshes it. */
export const skuLocationsQuery = (sku: SkuResource) =>
  queryOptions({ queryKey: stockViewKey('locations', sku.state.id), queryFn: () => getSkuLocations(sku) });

export const useSkuLocations = (sku: SkuResource) => useQuery(skuLocationsQuery(sku));
