import type { FastifyInstance } from 'fastify';
import {
  CreateCustomerBody,
  CustomerAnswer,
  CustomerListQuery,
  CustomerListResource,
  CustomerParams,
  CustomerResource,
  UpdateCustomerBody,
} from '../../../shared/contract/customers';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { customerOperations, customerUri } from '../../core/resources/customers';
import { createCustomer, deleteCustomer, getCustomer, listCustomers, updateCustomer } from './service';

/** POST /api/customers, GET /api/customers, and GET, PATCH and DELETE /api/customer/{id}. */
export function customerRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'createCustomer',
      {
        tag: 'Customers',
        summary: 'Create a customer',
        body: CreateCustomerBody,
        success: { status: 201, description: 'Customer created.', schema: CustomerAnswer, location: true },
        problems: ['duplicate-resource'],
      },
      async ({ body }, _request, reply) => {
        const state = await createCustomer(db, body);
        const answer: CustomerAnswer = {
          Id: customerUri(state.id),
          status: 'customer created',
          state,
          operations: customerOperations(state.id),
        };
        return reply.code(201).header('location', customerUri(state.id)).send(answer);
      },
    );

    apiRoute(
      app,
      'listCustomers',
      {
        tag: 'Customers',
        summary: 'Customers, a page at a time',
        description:
          'Paged, sorted by id or name (ascending or descending) and filtered by text: part of the id or the email, or the ' +
          'start of words of the name or the contact, in any case and with or without accents.',
        query: CustomerListQuery,
        success: { status: 200, description: 'A page of customers, each with its contact, email and phone.', schema: CustomerListResource },
      },
      async ({ query }) => ({ Id: pathTo('listCustomers'), state: await listCustomers(db, query) }),
    );

    apiRoute(
      app,
      'getCustomer',
      {
        tag: 'Customers',
        summary: 'A customer',
        params: CustomerParams,
        success: { status: 200, description: 'The customer.', schema: CustomerResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => ({ Id: customerUri(id), state: await getCustomer(db, id), operations: customerOperations(id) }),
    );

    apiRoute(
      app,
      'updateCustomer',
      {
        tag: 'Customers',
        summary: 'Change a customer',
        description: 'Absent fields stay as they are; null clears a detail.',
        params: CustomerParams,
        body: UpdateCustomerBody,
        success: { status: 200, description: 'Customer updated.', schema: CustomerAnswer },
        problems: ['missing-resource'],
      },
      async ({ params: { id }, body }) => {
        const state = await updateCustomer(db, id, body);
        return { Id: customerUri(id), status: 'customer updated', state, operations: customerOperations(id) };
      },
    );

    apiRoute(
      app,
      'deleteCustomer',
      {
        tag: 'Customers',
        summary: 'Delete a customer',
        description:
          'A customer on the record (a shipment names it) is archived and can be restored; its id is never given again. Any other is removed, and its id is free.',
        params: CustomerParams,
        success: { status: 200, description: "'customer archived' or 'customer deleted'.", schema: CustomerAnswer },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => {
        const archived = await deleteCustomer(db, id);
        return { Id: customerUri(id), status: archived ? 'customer archived' : 'customer deleted' };
      },
    );
  };
}
