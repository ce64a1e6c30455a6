import type { ItemProps } from '../../shared/contract/skus';
import { storedJson } from '../db/stored-json';

/** Props are stored as JSON text (SKUs and batches alike). */
export const storedProps: (props: ItemProps | null | undefined) => string | null = storedJson;
export const readProps = (props: string | null): ItemProps | null => (props === null ? null : (JSON.parse(props) as ItemProps));
