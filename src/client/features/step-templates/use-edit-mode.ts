import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useUnsavedPrompt, type EditState } from '../../ui/use-unsaved-prompt';

/**
 * The template edit's state (spec §4): any edit makes it unsaved, and leaving then asks
 * 'Leave without saving changes?'. The screen sets saving and its outcome itself, since its
 * failures are a list of problems, not one problem's title (ui's useEditState toasts that).
 */
export function useEditMode<T extends FieldValues>(form: UseFormReturn<T>) {
  const current = useRef<EditState>('live');
  const [state, setState] = useState<EditState>('live');
  const set = useCallback((next: EditState) => {
    current.current = next;
    setState(next);
  }, []);
  // A ref, not the rendered state: the router asks before the next render.
  useUnsavedPrompt(
    useCallback(() => current.current !== 'live', []),
    useCallback(() => set('live'), [set]),
  );
  const { watch } = form;
  useEffect(() => {
    // A change names its field; a reset does not, and is no edit.
    const { unsubscribe } = watch((_values, { name }) => {
      if (name && current.current === 'live') set('unsaved');
    });
    return unsubscribe;
  }, [watch, set]);
  return { state, set };
}
