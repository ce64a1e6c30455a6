import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SIZE, SIZE_IDS, sizeOf, type KnownSize, type SizeName } from '../../../shared/label-payload';
import { parseBadge, parseLabel } from '../../scan';

/** The size last chosen on this device: a shop prints on the same printer every time. */
const SIZE_KEY = 'lotline.labels.size';

const isSize = (value: string | null): value is SizeName => SIZE_IDS.includes(value as SizeName);

/** A label (every kind prints) or a person's badge in text a person or scanner gave, as the API spells it, or null. */
export const printableLabel = (text: string): string | null => parseLabel(text)?.id ?? parseBadge(text);

function storedSize(): SizeName | null {
  try {
    const value = localStorage.getItem(SIZE_KEY);
    return isSize(value) ? value : null;
  } catch {
    // Storage can be switched off; the default size does then.
    return null;
  }
}

export interface LabelParams {
  /** Labels to print, in order; a repeated id prints again. */
  ids: string[];
  /** Parts of ?ids= that are not printable labels. */
  ignored: string[];
  size: KnownSize;
  setIds: (ids: string[]) => void;
  setSize: (size: SizeName) => void;
}

/** The screen's state lives in the URL (?ids=…&size=…), so a link or a reload shows the same labels. */
export function useLabelParams(): LabelParams {
  const [params, setParams] = useSearchParams();
  const idsParam = params.get('ids') ?? '';
  const sizeParam = params.get('size');
  const { ids, ignored } = useMemo(() => {
    const tokens = idsParam.split(',').filter(Boolean);
    return {
      ids: tokens.flatMap((token) => printableLabel(token) ?? []),
      ignored: tokens.filter((token) => printableLabel(token) === null),
    };
  }, [idsParam]);
  const size = sizeOf(isSize(sizeParam) ? sizeParam : (storedSize() ?? DEFAULT_SIZE));

  const update = (name: 'ids' | 'size', value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return {
    ids,
    ignored,
    size,
    setIds: (next) => update('ids', next.join(',')),
    setSize: (next) => {
      try {
        localStorage.setItem(SIZE_KEY, next);
      } catch {
        // Not remembered; the URL still holds it.
      }
      update('size', next);
    },
  };
}
