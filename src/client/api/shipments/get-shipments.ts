import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ShipmentListResource } from '../../../shared/contract/shipments';
import { pathTo } from '../../../shared/routes';
import { apiRequest } from '../request';
import { stockViewKey } from '../stock/stock-views';

/** A customer's shipments, newest first; keyed as a stock view, so a shipment booked anywhere refreshes it. */
export const customerShipmentsQuery = (customer: string, startingFrom: number, limit: number) =>
  queryOptions({
    queryKey: stockViewKey('shipments', customer, startingFrom, limit),
    queryFn: () =>
      apiRequest(
        ShipmentListResource,
        `${pathTo('listShipments')}?${new URLSearchParams({ customer, startingFrom: String(startingFrom), limit: String(limit) })}`,
      ),
  });

export const useCustomerShipments = (customer: string, startingFrom: number, limit: number) =>
  useQuery({ ...customerShipmentsQuery(customer, startingFrom, limit), placeholderData: keepPreviousData });
