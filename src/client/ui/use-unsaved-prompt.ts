import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useBlocker, useNavigate, type BlockerFunction } from 'react-router-dom';
import { applyProblemToForm } from '../api/form-errors';
import { useToast } from './toast';

export type EditState = 'live' | 'unsaved' | 'saving';

export const LEAVE_PROMPT = 'Leave without saving changes?';

/** A screen without an edit mode has nothing to end as it is left; one function, so the prompt's effect keeps its dependencies. */
const NOTHING_TO_END = () => undefined;

/**
 * Asks before leaving while `isUnsaved()`: in-app navigation to another screen (the router's
 * blocker, Cancel included; a menu link, or a scan that opens a page) and reload or close
 * (beforeunload, where the browser shows its own text). It is asked at the moment of leaving,
 * so a save can become live and navigate in one handler. A navigation that stays on the
 * screen (its query, such as Run Step's template) is no leaving: the screen asks about it itself.
 * Returns `saved`, for a screen that goes on to show what it saved: after it, leaving never asks.
 */
export function useUnsavedPrompt(isUnsaved: () => boolean, onLeave: () => void = NOTHING_TO_END): () => void {
  const done = useRef(false);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => !done.current && currentLocation.pathname !== nextLocation.pathname && isUnsaved(),
      [isUnsaved],
    ),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_PROMPT)) {
      // Leaving edit mode sets the state back to live, so nothing asks again before the screen is gone.
      onLeave();
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, onLeave]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!done.current && isUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isUnsaved]);

  return useCallback(() => {
    done.current = true;
  }, []);
}

/**
 * An edit screen's state (live, unsaved or saving): any edit of the form makes it unsaved, and leaving then
 * asks first. `set` moves it, for a screen that runs its save itself.
 */
export function useEditMode<T extends FieldValues, Out>(form: UseFormReturn<T, unknown, Out>) {
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

/**
 * The edit screens' save. `save` runs as saving; on success it is live again before
 * it toasts 'Saved!' and goes to the detail page (the mutation has reloaded the resource by
 * then); on failure it is unsaved, with the problem on the form's fields and its title in a toast.
 */
export function useEditState<T extends FieldValues, Out>(form: UseFormReturn<T, unknown, Out>, detailPath: string) {
  const navigate = useNavigate();
  const toast = useToast();
  const { state, set } = useEditMode(form);

  /** `fields` maps the API's invalid-params names to this form's fields. */
  const save = async (task: () => Promise<unknown>, fields: () => Partial<Record<string, Path<T>>>) => {
    set('saving');
    try {
      await task();
    } catch (error) {
      set('unsaved');
      toast.failure(applyProblemToForm(error, form.setError, fields()));
      return;
    }
    set('live');
    toast.success('Saved!');
    void navigate(detailPath);
  };

  return { state, save };
}
