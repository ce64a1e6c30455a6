import type { Affected, AffectedTotals, ItemAccount, TracedTotals } from '../../../shared/contract/traceability';
import type { Unit } from '../../../shared/units';
import { fromMicro, toMicro } from '../../stock-core/quantities';
import type { ItemFlows } from './stock-repo';

const NONE: ItemFlows = { entered: 0, released: 0, drawn: 0, consumed: 0, mixed: 0, written_off: 0 };

/** A lot's or mixture's account in its own unit; `onHand` is what its bin entries hold now. */
export function accountOf(unit: Unit, flows: ItemFlows = NONE, onHand: number): ItemAccount {
  return {
    unit,
    entered: fromMicro(flows.entered),
    on_hand: fromMicro(onHand),
    released: fromMicro(flows.released),
    drawn: fromMicro(flows.drawn),
    consumed: fromMicro(flows.consumed),
    mixed: fromMicro(flows.mixed),
    written_off: fromMicro(flows.written_off),
  };
}

/** What a queried lot's own rows and its mixtures' takes say of it. */
export interface QueriedLot {
  lot: string;
  unit: Unit;
  flows: ItemFlows | undefined;
  /** what its bin entries hold */
  inBins: number;
  /** what is left of it inside mixtures */
  inMixtures: number;
  /** what mixtures gave out of it, by the kind of operation that took it (splits aside) */
  takes: ReadonlyMap<string, number> | undefined;
}

/** A queried lot's material, exactly, with mixtures seen through: entered = on hand + released + drawn + consumed + written off. */
export function totalsOf({ lot, unit, flows: own = NONE, inBins, inMixtures, takes }: QueriedLot): TracedTotals {
  const taken = (kind: string) => takes?.get(kind) ?? 0;
  return {
    batch_id: lot,
    unit,
    entered: fromMicro(own.entered),
    on_hand: fromMicro(inBins + inMixtures),
    released: fromMicro(own.released + taken('release')),
    drawn: fromMicro(taken('mixture-draw')),
    consumed: fromMicro(own.consumed + taken('step-run')),
    written_off: fromMicro(own.written_off + taken('bin-delete') + taken('audit')),
  };
}

/** Affected as a whole: certainly where some of the traced material is surely in it. */
export const affectedBy = (lower: number): Affected => (lower > 0 ? 'certainly' : 'possibly');

type Affecting = { affected: Affected; account: ItemAccount };

/** The affected lots and mixtures summed by certainty and unit: whole quantities, never shares. */
export function affectedTotals(lots: readonly Affecting[], mixtures: readonly Affecting[]): AffectedTotals[] {
  const groups = new Map<string, AffectedTotals>();
  const add = ({ affected, account }: Affecting, kind: 'lots' | 'mixtures') => {
    const key = `${affected} ${account.unit}`;
    const group = groups.get(key) ?? { affected, unit: account.unit, lots: 0, mixtures: 0, on_hand: 0, released: 0, drawn: 0 };
    group[kind] += 1;
    // Summed in micro-units, so a thousand lots add up exactly.
    group.on_hand += toMicro(account.on_hand);
    group.released += toMicro(account.released);
    group.drawn += toMicro(account.drawn);
    groups.set(key, group);
  };
  for (const lot of lots) add(lot, 'lots');
  for (const mixture of mixtures) add(mixture, 'mixtures');
  return [...groups.values()]
    .sort((a, b) => (a.affected === b.affected ? (a.unit < b.unit ? -1 : 1) : a.affected === 'certainly' ? -1 : 1))
    .map((group) => ({
      ...group,
      on_hand: fromMicro(group.on_hand),
      released: fromMicro(group.released),
      drawn: fromMicro(group.drawn),
    }));
}
