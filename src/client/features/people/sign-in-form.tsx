import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isBadgeId } from '../../../shared/labels';
import { problemText } from '../../api/form-errors';
import { signIn } from '../../api/session/session';
import { badgeOfScan, useScanHandler } from '../../scan';
import { FormField } from '../../ui/form-field';

type Secret = 'pin' | 'password';

/**
 * Sign in on this device: a username or a scanned badge, then a PIN (quick, on a shared phone)
 * or the password. Signing in as someone else ends the previous person's session. A badge
 * scanned anywhere opens this form with `?badge=` filled in; scanned here, it fills the form.
 * Either way the PIN has focus, so the person types only that.
 */
export function SignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const client = useQueryClient();
  const [params] = useSearchParams();
  const scanned = params.get('badge') ?? '';
  const [who, setWho] = useState(isBadgeId(scanned) ? scanned : '');
  const [kind, setKind] = useState<Secret>('pin');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pin = useRef<HTMLInputElement>(null);

  useScanHandler((scan) => {
    const badge = badgeOfScan(scan);
    if (!badge) return false;
    setWho(badge);
    setSecret('');
    setError(null);
    pin.current?.focus();
    return true;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const person = who.trim();
    const account = isBadgeId(person) ? { badge: person } : { username: person };
    try {
      const session = await signIn(kind === 'pin' || 'badge' in account ? { ...account, pin: secret } : { ...account, password: secret });
      client.setQueryData(['session'], session);
      // Everything cached was read as someone else.
      await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      setSecret('');
      onSignedIn?.();
    } catch (failure) {
      setError(problemText(failure));
    } finally {
      setBusy(false);
    }
  };

  const badge = isBadgeId(who.trim());
  return (
    <form onSubmit={(event) => void submit(event)} className="flex w-full max-w-sm flex-col gap-3" aria-label="Sign in">
      <FormField label="Username or badge" hint="Scan your badge, or type your username.">
        {(props) => (
          <input
            {...props}
            className="input"
            value={who}
            onChange={(event) => setWho(event.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            autoFocus={!badge}
            required
          />
        )}
      </FormField>
      {!badge && (
        <fieldset className="flex gap-4">
          <legend className="sr-only">Sign in with</legend>
          {(['pin', 'password'] as const).map((option) => (
            <label key={option} className="flex items-center gap-1">
              <input type="radio" name="secret-kind" checked={kind === option} onChange={() => setKind(option)} />
              {option === 'pin' ? 'PIN' : 'Password'}
            </label>
          ))}
        </fieldset>
      )}
      <FormField label={badge || kind === 'pin' ? 'PIN' : 'Password'} error={error ?? undefined}>
        {(props) => (
          <input
            {...props}
            ref={pin}
            className="input"
            type="password"
            inputMode={badge || kind === 'pin' ? 'numeric' : 'text'}
            autoComplete={badge || kind === 'pin' ? 'off' : 'current-password'}
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            autoFocus={badge}
            required
          />
        )}
      </FormField>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
