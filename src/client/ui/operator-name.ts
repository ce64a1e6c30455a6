import { useCallback, useState } from 'react';

const KEY = 'lotline.operator';

/** Who is working this device: remembered so a shift types its name once. */
export function useOperatorName(): [string, (name: string) => void] {
  const [name, setName] = useState(() => localStorage.getItem(KEY) ?? '');
  const remember = useCallback((value: string) => {
    setName(value);
    localStorage.setItem(KEY, value);
  }, []);
  return [name, remember];
}
