import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DB } from '../../src/server/db/connect';
import { HoldAnswer } from '../../src/shared/contract/holds';
import { freshDatabase, testDialect, type FreshDatabase } from '../support/databases';
import { problemTypeOf, sendJson, type HttpAnswer } from '../support/parallel-http';
import { startServer, type ServerProcess } from '../support/server-process';
import { expectLedgerConsistent } from '../support/test-app';

const LOTS = 20;

/** Where the race runs: one server or several sharing `db`. */
interface Servers {
  urls: string[];
  db: DB;
}

let counter = 0;
const nextId = (prefix: 'BIN' | 'SKU' | 'BAT' | 'MIX' | 'TPL' | 'INS') => `${prefix}7${String(++counter).padStart(5, '0')}`;

let setups = 0;
/** Setup requests take turns across the servers, so each is warm (connections open) when a race starts. */
async function created(servers: Servers, path: string, body: unknown): Promise<void> {
  const answer = await sendJson(servers.urls[++setups % servers.urls.length] as string, 'POST', path, body);
  expect(answer.status, answer.body).toBe(201);
}

interface Lots {
  bin: string;
  sku: string;
  lots: string[];
  /** one mixture per lot, holding `inMixture` of it, when asked for */
  mixtures: string[];
}

/** A bin with LOTS lots of one SKU, each received `units`, of which `inMixture` go into a mixture of its own. */
async function lotsInABin(servers: Servers, units: number, inMixture = 0): Promise<Lots> {
  const [bin, sku] = [nextId('BIN'), nextId('SKU')];
  await created(servers, '/api/bins', { id: bin });
  await created(servers, '/api/skus', { id: sku, unit: 'kg' });
  const lots = Array.from({ length: LOTS }, () => nextId('BAT'));
  const mixtures: string[] = [];
  for (const lot of lots) {
    await created(servers, '/api/batches', { id: lot, sku_id: sku });
    await created(servers, `/api/bin/${bin}/contents`, { id: lot, quantity: units });
    if (inMixture === 0) continue;
    const mix = nextId('MIX');
    await created(servers, '/api/mixtures', {
      mix_id: mix,
      sku_id: sku,
      bin_id: bin,
      components: [{ batch_id: lot, quantity: inMixture }],
      created_by: 'Ann',
    });
    mixtures.push(mix);
  }
  return { bin, sku, lots, mixtures };
}

/** The newest operation so far: what a race books comes after it. */
async function lastOperation(db: DB): Promise<number> {
  const row = await db
    .selectFrom('operations')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id ?? 0);
}

/** The operations after `since` that took any of `items` out of a bin, in order. */
async function operationsTaking(db: DB, items: readonly string[], since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('movements')
    .select('operation_id')
    .distinct()
    .where('item_id', 'in', items)
    .where('from_bin', 'is not', null)
    .where('operation_id', '>', since)
    .orderBy('operation_id')
    .execute();
  return rows.map((row) => Number(row.operation_id));
}

function holdOperation(answer: HttpAnswer, items: readonly string[]): number {
  expect(answer.status, answer.body).toBe(200);
  const { state } = HoldAnswer.parse(JSON.parse(answer.body));
  expect(state?.changed).toEqual([...items].sort());
  return state?.operation_id ?? 0;
}

interface Race {
  /** operations the ledger booked after the hold they raced (a larger operation id): each is a hold that did not hold */
  bookedAfterHold: number;
  bookedBeforeHold: number;
  refused: number;
}

/** One lot's round: the items its hold names, the movements racing it, and the items those take out of bins. */
interface Round {
  hold: string[];
  movements: ((url: string) => Promise<HttpAnswer>)[];
  taking: string[];
}

/**
 * The rounds run at once, spread over the servers: each sends its hold and its movements
 * together (half the rounds the movements first). Every movement must either succeed or be
 * refused as on hold; then the ledger says on which side of its round's hold each booked one landed.
 */
async function race(servers: Servers, rounds: readonly Round[]): Promise<Race> {
  const since = await lastOperation(servers.db);
  const url = (n: number) => servers.urls[n % servers.urls.length] as string;
  const answers = await Promise.all(
    rounds.map(async (round, i) => {
      const send = () => round.movements.map((move, m) => move(url(i + m + 1)));
      const early = i % 2 === 1 ? send() : [];
      const hold = sendJson(url(i), 'POST', '/api/holds', { item_ids: round.hold, reason: 'supplier recall R-7', operator: 'Ann' });
      const movements = early.length > 0 ? early : send();
      return { hold: await hold, movements: await Promise.all(movements) };
    }),
  );
  const result: Race = { bookedAfterHold: 0, bookedBeforeHold: 0, refused: 0 };
  for (const [i, round] of rounds.entries()) {
    const answer = answers[i] as (typeof answers)[number];
    const holdId = holdOperation(answer.hold, round.hold);
    for (const movement of answer.movements) {
      if (movement.status >= 300) {
        expect([movement.status, problemTypeOf(movement)], movement.body).toEqual([409, 'item-on-hold']);
        result.refused++;
      }
    }
    const booked = await operationsTaking(servers.db, round.taking, since);
    expect(booked, `round ${i}: one operation per movement that succeeded`).toHaveLength(
      answer.movements.filter((a) => a.status < 300).length,
    );
    for (const operation of booked) {
      if (operation > holdId) result.bookedAfterHold++;
      else result.bookedBeforeHold++;
    }
  }
  return result;
}

/** Each lot's hold races a release of it. */
async function releasesRacingHolds(servers: Servers): Promise<Race> {
  const { bin, lots } = await lotsInABin(servers, 10);
  return race(
    servers,
    lots.map((lot) => ({
      hold: [lot],
      movements: [(url) => sendJson(url, 'POST', `/api/bin/${bin}/contents`, { id: lot, quantity: -1 })],
      taking: [lot],
    })),
  );
}

/** Each lot's hold races two draws from the mixture it is in. */
async function drawsRacingHolds(servers: Servers): Promise<Race> {
  const { lots, mixtures } = await lotsInABin(servers, 10, 10);
  const draw = (mix: string) => (url: string) => sendJson(url, 'POST', `/api/mixture/${mix}/draw`, { quantity: 1, created_by: 'Bea' });
  return race(
    servers,
    lots.map((lot, i) => {
      const mix = mixtures[i] as string;
      return { hold: [lot], movements: [draw(mix), draw(mix)], taking: [mix] };
    }),
  );
}

/**
 * Each lot's hold (of the lot, or of the lot and its mixture) races every other way of taking
 * it: a move, a blend into a new mixture, a run consuming its mixture and the lot (listed in
 * that order, the reverse of the lock order), a split and a release of its mixture.
 */
async function everyMovementRacingHolds(servers: Servers): Promise<Race> {
  const { bin, sku, lots, mixtures } = await lotsInABin(servers, 10, 4);
  const [other, template] = [nextId('BIN'), nextId('TPL')];
  await created(servers, '/api/bins', { id: other });
  await created(servers, '/api/step-templates', {
    template_id: template,
    name: 'Step',
    inputs: [{ sku_id: sku }],
    outputs: [{ sku_id: sku }],
  });
  return race(
    servers,
    lots.map((lot, i) => {
      const mix = mixtures[i] as string;
      const [newMix, splitMix, run, made] = [nextId('MIX'), nextId('MIX'), nextId('INS'), nextId('BAT')];
      return {
        hold: i % 2 === 0 ? [lot] : [lot, mix],
        movements: [
          (url) => sendJson(url, 'PUT', `/api/bin/${bin}/contents/move`, { id: lot, destination: other, quantity: 1 }),
          (url) =>
            sendJson(url, 'POST', '/api/mixtures', {
              mix_id: newMix,
              sku_id: sku,
              bin_id: bin,
              components: [{ batch_id: lot, quantity: 1 }],
              created_by: 'Bea',
            }),
          (url) =>
            sendJson(url, 'POST', '/api/step-instances', {
              instance_id: run,
              template_id: template,
              operator: 'Cal',
              consumed: [
                { resource_id: mix, quantity: 1, bin_id: bin },
                { resource_id: lot, quantity: 1, bin_id: bin },
              ],
              produced: [{ batch_id: made, sku_id: sku, quantity: 2, bin_id: other }],
            }),
          (url) =>
            sendJson(url, 'POST', `/api/mixture/${mix}/split`, {
              quantity: 1,
              destination_bin: other,
              new_mix_id: splitMix,
              created_by: 'Dan',
            }),
          (url) => sendJson(url, 'POST', `/api/bin/${bin}/contents`, { id: mix, quantity: -1 }),
        ],
        taking: [lot, mix],
      };
    }),
  );
}

/** The races, each leaving none of its movements booked after the hold it raced. */
function racesOn(servers: () => Servers) {
  const expectNoneAfterHold = async (result: Race, movements: number) => {
    expect(result.bookedAfterHold, JSON.stringify(result)).toBe(0);
    expect(result.bookedBeforeHold + result.refused).toBe(movements);
    await expectLedgerConsistent(servers().db);
  };

  it(`${LOTS} releases racing holds of their lots: none is booked after the hold, each refused one is item-on-hold`, async () => {
    await expectNoneAfterHold(await releasesRacingHolds(servers()), LOTS);
  });

  it(`${LOTS * 2} draws from mixtures racing holds of the lot inside: none is booked after the hold`, async () => {
    await expectNoneAfterHold(await drawsRacingHolds(servers()), LOTS * 2);
  });

  it(`moves, blends, runs, splits and mixture releases racing holds of ${LOTS} lots: none is booked after the hold`, async () => {
    await expectNoneAfterHold(await everyMovementRacingHolds(servers()), LOTS * 5);
  });
}

describe('holds racing movements of the held lot on one server', () => {
  let database: FreshDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await freshDatabase(inject('sqliteTemplate'));
    server = await startServer(database.env);
  });
  afterAll(async () => {
    server.kill('SIGKILL');
    await server.exited;
    await database.drop();
  });

  racesOn(() => ({ urls: [server.url], db: database.db }));
});

// Two processes on one SQLite file would only test SQLite's file lock (it has one writer);
// across processes what must hold is PostgreSQL's row locking.
describe.skipIf(testDialect() !== 'postgres')('holds racing movements of the held lot on two servers sharing the database', () => {
  let database: FreshDatabase;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await freshDatabase(inject('sqliteTemplate'));
    // One after the other, so a failed start leaves no process that afterAll does not know of.
    servers.push(await startServer(database.env));
    servers.push(await startServer(database.env));
  });
  afterAll(async () => {
    for (const server of servers) server.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await database.drop();
  });

  racesOn(() => ({ urls: servers.map((server) => server.url), db: database.db }));
});
