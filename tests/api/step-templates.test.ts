import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextIdResource } from '../../src/shared/contract/next-id';
import { SearchResource } from '../../src/shared/contract/search';
import { TemplateAnswer, TemplateListResource, TemplateResource } from '../../src/shared/contract/step-templates';
import { call } from '../support/builders';
import { newMeasuredSku } from '../support/mixture-builders';
import { newSku } from '../support/stock-builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let flour: string;
let bread: string;
beforeAll(async () => {
  t = await startTestApp();
  flour = await newMeasuredSku(t.app, 'Rye flour');
  bread = await newSku(t.app);
});
afterAll(() => t.close());

let counter = 0;
const nextTemplate = () => `TPL7${String(++counter).padStart(5, '0')}`;

const create = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/step-templates', body);
const template = (id: string, extra: Record<string, unknown> = {}) => ({
  template_id: id,
  name: 'Bake',
  inputs: [{ sku_id: flour, quantity: 2.5 }],
  outputs: [{ sku_id: bread }],
  ...extra,
});

async function created(extra: Record<string, unknown> = {}): Promise<string> {
  const id = nextTemplate();
  const response = await create(template(id, extra));
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

describe('step templates', () => {
  it('creates a template and answers its state with names and units of the SKUs it names', async () => {
    const id = nextTemplate();
    const response = await create(
      template(id, {
        name: '  Bake  ',
        description: 'Loaves',
        metadata: { oven: 3 },
        inputs: [{ sku_id: flour, quantity: 2.5, role: 'base' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers.location).toBe(`/api/step-template/${id}`);
    const answer = TemplateAnswer.parse(response.json());
    expect(answer.status).toBe('step template created');
    expect(answer.state).toEqual({
      template_id: id,
      name: 'Bake',
      description: 'Loaves',
      inputs: [{ sku_id: flour, quantity: 2.5, role: 'base' }],
      outputs: [{ sku_id: bread }],
      metadata: { oven: 3 },
      skus: { [flour]: { name: 'Rye flour', unit: 'kg' }, [bread]: { name: '', unit: 'ea' } },
    });
    const read = TemplateResource.parse((await call(t.app, 'GET', `/api/step-template/${id}`)).json());
    expect(read.state).toEqual(answer.state);
    expect(read.operations.map((op) => op.rel)).toEqual(['update', 'delete', 'create']);
  });

  it('leaves description and metadata out when absent', async () => {
    const id = await created();
    const { state } = TemplateResource.parse((await call(t.app, 'GET', `/api/step-template/${id}`)).json());
    expect(Object.keys(state).sort()).toEqual(['inputs', 'name', 'outputs', 'skus', 'template_id']);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', 'must not be blank'],
    ['no inputs', { inputs: [] }, 'inputs', 'must list at least one requirement'],
    ['a zero quantity', { inputs: [{ sku_id: 'SKU1', quantity: 0 }] }, 'inputs[0].quantity', 'must be greater than 0'],
    ['a null description', { description: null }, 'description', 'expected str'],
    ['a null metadata', { metadata: null }, 'metadata', 'expected a dictionary'],
    ['a malformed SKU id', { outputs: [{ sku_id: 'BAT1' }] }, 'outputs[0].sku_id', "must start with 'SKU' followed by 1 to 9 digits"],
    ['an unknown key', { owner: 'Ann' }, 'owner', 'extra keys not allowed'],
  ])('refuses %s with a 400 naming the field', async (_, extra, name, reason) => {
    const id = nextTemplate();
    const problem = expectProblem(await create(template(id, extra)), 'validation-error', 400);
    expect(problem['invalid-params']).toContainEqual({ name, reason });
    expect((await call(t.app, 'GET', `/api/step-template/${id}`)).statusCode).toBe(404);
  });

  it('refuses a SKU that does not exist, naming the row', async () => {
    const id = nextTemplate();
    const response = await create(template(id, { outputs: [{ sku_id: bread }, { sku_id: 'SKU999999' }] }));
    expect(expectProblem(response, 'validation-error', 400)['invalid-params']).toEqual([
      { name: 'outputs[1].sku_id', reason: 'must be an existing sku id' },
    ]);
  });

  it('refuses a template id that exists with 409, and suggests the next free one', async () => {
    const id = await created();
    expectProblem(await create(template(id)), 'duplicate-resource', 409);
    const next = NextIdResource.parse((await call(t.app, 'GET', '/api/next/step-template')).json());
    expect(next.state).toMatch(/^TPL[0-9]{6}$/);
    expect(next.state).not.toBe(id);
  });

  it('updates only the fields given, clears description and metadata with null, and answers a status', async () => {
    const id = await created({ description: 'Old', metadata: { a: 1 } });
    const response = await call(t.app, 'PATCH', `/api/step-template/${id}`, {
      template_id: id,
      name: 'Bake twice',
      description: null,
      metadata: null,
      outputs: [{ sku_id: bread, quantity: 12 }, { sku_id: flour }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = TemplateAnswer.parse(response.json());
    expect(answer.status).toBe('step template updated');
    expect(answer.state).toMatchObject({
      name: 'Bake twice',
      inputs: [{ sku_id: flour, quantity: 2.5 }],
      outputs: [{ sku_id: bread, quantity: 12 }, { sku_id: flour }],
    });
    expect(answer.state).not.toHaveProperty('description');
    expect(answer.state).not.toHaveProperty('metadata');
  });

  it.each([
    ['a null name', { name: null }, 'name'],
    ['null inputs', { inputs: null }, 'inputs'],
    ['null outputs', { outputs: null }, 'outputs'],
  ])('refuses %s on update: a template keeps its name, inputs and outputs', async (_, extra, name) => {
    const id = await created();
    const problem = expectProblem(
      await call(t.app, 'PATCH', `/api/step-template/${id}`, { template_id: id, ...extra }),
      'validation-error',
      400,
    );
    expect(problem['invalid-params']?.map((p) => p.name)).toEqual([name]);
  });

  it('refuses an update whose template_id is not the URL id, and a missing template after checking the body', async () => {
    const id = await created();
    expectProblem(await call(t.app, 'PATCH', `/api/step-template/${id}`, { template_id: 'TPL1', name: 'X' }), 'validation-error', 400);
    expectProblem(
      await call(t.app, 'PATCH', '/api/step-template/TPL999999', { template_id: 'TPL999999', name: 'X' }),
      'missing-resource',
      404,
    );
    expectProblem(
      await call(t.app, 'PATCH', '/api/step-template/TPL999999', { template_id: 'TPL999999', name: '' }),
      'validation-error',
      400,
    );
  });

  it('deletes a template and answers 404 afterwards', async () => {
    const id = await created();
    const response = await call(t.app, 'DELETE', `/api/step-template/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(TemplateAnswer.parse(response.json()).status).toBe('step template deleted');
    expectProblem(await call(t.app, 'GET', `/api/step-template/${id}`), 'missing-resource', 404);
    expectProblem(await call(t.app, 'DELETE', `/api/step-template/${id}`), 'missing-resource', 404);
  });

  it('keeps a SKU that a template names from being deleted', async () => {
    const sku = await newSku(t.app);
    const id = await created({ outputs: [{ sku_id: sku }] });
    const problem = expectProblem(await call(t.app, 'DELETE', `/api/sku/${sku}`), 'resource-in-use', 409);
    expect(problem.detail).toContain(id);
    expect((await call(t.app, 'DELETE', `/api/step-template/${id}`)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/sku/${sku}`)).statusCode).toBe(204);
  });

  it('lists templates in pages, by name or id, and finds one by exact id in search', async () => {
    const names = ['Zest', 'Anneal', 'Mill'];
    const ids: string[] = [];
    for (const name of names) ids.push(await created({ name: `${name} list-check` }));
    const byName = TemplateListResource.parse((await call(t.app, 'GET', '/api/step-templates?text=list-check&sort=name')).json());
    expect(byName.state.total).toBe(3);
    expect(byName.state.items.map((item) => item.state.name)).toEqual(['Anneal list-check', 'Mill list-check', 'Zest list-check']);
    expect(byName.state.items[0]?.Id).toBe(`/api/step-template/${ids[1]}`);
    const page = TemplateListResource.parse(
      (await call(t.app, 'GET', '/api/step-templates?text=list-check&sort=id&order=desc&limit=2&startingFrom=1')).json(),
    );
    expect(page.state.items.map((item) => item.state.template_id)).toEqual([ids[1], ids[0]]);
    expectProblem(await call(t.app, 'GET', '/api/step-templates?sort=size'), 'validation-error', 400);

    const search = SearchResource.parse((await call(t.app, 'GET', `/api/search?query=${ids[2]}`)).json());
    expect(search.state.results.map((r) => [r.id, r.kind])).toEqual([[ids[2], 'step-template']]);
  });

  it("answers a plant's 100 templates in one request, also at the top level where the original client reads them", async () => {
    const before = TemplateListResource.parse((await call(t.app, 'GET', '/api/step-templates')).json()).state.total;
    for (let n = before; n < 100; n++) await created({ name: `Plant template ${n}` });
    const list = TemplateListResource.parse((await call(t.app, 'GET', '/api/step-templates')).json());
    expect(list.state).toMatchObject({ total: 100, limit: 100, starting_from: 0 });
    expect(list.state.items).toHaveLength(100);
    expect(list.items).toEqual(list.state.items);
  });
});
