import { quantityText, type Unit } from '../../shared/units';

/**
 * A change of one item's stock (a receive, release or move) in parts, kept with the change so
 * its line names the unit: "Receive 5 kg of BAT000103 into BIN000001".
 */
export interface ItemChange {
  /** 'Receive', 'Release', 'Move' */
  action: string;
  quantity: number;
  item: string;
  /** the item's unit as the device knew it; null when it did not (offline before the item was looked up) */
  unit: Unit | null;
  /** where the stock goes: 'into BIN000001', 'from BIN000001 to BIN000002' */
  where: string;
}

/** The change in words; a unit not known yet is said to be so, not left out silently. */
export const itemChangeText = ({ action, quantity, item, unit, where }: ItemChange): string =>
  unit === null
    ? `${action} ${quantityText(quantity, null)} of ${item} ${where} (unit not known offline)`
    : `${action} ${quantityText(quantity, unit)} of ${item} ${where}`;
