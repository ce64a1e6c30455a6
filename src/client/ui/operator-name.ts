import { useCallback, useState } from 'react';
import { useSignedInName } from '../api/session/session';

const KEY = 'lotline.operator';

/**
 * Who is working this device: the signed-in person once accounts are on, else the name typed
 * last, remembered so a shift types it once.
 */
export function useOperatorName(): [string, (name: string) => void] {
  const signedIn = useSignedInName();
  const [name, setName] = useState(() => localStorage.getItem(KEY) ?? '');
  const remember = useCallback((value: string) => {
    setName(value);
    localStorage.setItem(KEY, value);
  }, []);
  return signedIn === null ? [name, remember] : [signedIn, ignore];
}

const ignore = () => undefined;
