import { useEffect, useEffectEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { prefill, queryOf } from './form-query';
import type { FieldName, OperationSpec, StockFormControl } from './operations';

const FIELDS = ['bin', 'item', 'destination', 'quantity'] as const satisfies readonly FieldName[];

/** Browsers refuse a page that replaces its URL too often (Safari: 100 times in 10 s), so typing writes once it pauses. */
const WRITE_AFTER_QUIET_MS = 250;

/**
 * Replaces the URL's query behind the router's back. A router navigation would count as
 * leaving the screen (the camera sheet closes on every navigation) and would come back as a
 * prefill; the router reads the written URL on reload and on back and forward, as it should.
 */
function replaceQuery(query: string) {
  const url = new URL(window.location.href);
  url.search = query;
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/**
 * The stock form and its URL. A navigation with a query string (a link, a scan opening the
 * screen) prefills the form; who and why stay. An operation that keeps its fields in the URL
 * (see OperationSpec) writes them back as they change, so a reload restores the form.
 * Returns what to do once a submit has cleared the form.
 */
export function useFormUrl(spec: OperationSpec, form: StockFormControl): { afterSubmit: () => void } {
  const [params] = useSearchParams();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const query = params.toString();

  const prefillFromUrl = useEffectEvent(() => {
    if (query) form.reset({ ...form.getValues(), ...prefill(spec, new URLSearchParams(query)) });
  });
  // Each navigation, so a link to the same prefill again prefills again.
  useEffect(() => prefillFromUrl(), [key]);

  const [bin, item, destination, quantity] = useWatch({ control: form.control, name: FIELDS });
  const kept = spec.keepsFieldsInUrl ? queryOf(spec, { bin, item, destination, quantity }) : null;
  useEffect(() => {
    if (kept === null) return;
    const timer = setTimeout(() => replaceQuery(kept), WRITE_AFTER_QUIET_MS);
    return () => clearTimeout(timer);
    // After any navigation too: a link to the bare screen must not leave the URL without the form.
  }, [kept, key]);

  return {
    // A kept URL follows the cleared form by itself; a prefill URL must not refill the done item on reload.
    afterSubmit: () => {
      if (!spec.keepsFieldsInUrl && query) void navigate(pathname, { replace: true });
    },
  };
}
