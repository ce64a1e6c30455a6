import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchResource } from '../../../shared/contract/batches';
import { findOperation } from '../../../shared/contract/envelope';
import { LocationsResource } from '../../../shared/contract/skus';
import { follow } from '../request';
import { stockViewKey } from '../stock/stock-views';

export const getBatchLocations = (batch: BatchResource) => follow(LocationsResource, findOperation(batch.operations, 'bins'));

/** Keyed as a stock view, so every stock change refreshes it. */
export const batchLocationsQuery = (batch: BatchResource) =>
  queryOptions({ queryKey: stockViewKey('locations', batch.state.id), queryFn: () => getBatchLocations(batch) });

export const useBatchLocations = (batch: BatchResource) => useQuery(batchLocationsQuery(batch));
