import { useId, useState, type FormEvent } from 'react';
import { isSessionEnded, send } from '../../../../browser/api-client';
import { accountApi } from '../../../../browser/api-routes';
import { toast } from '../../../../browser/toast';
import { accountMessages } from '../../../../lib/messages-account';
import type { AccountOverview } from '../../../../lib/schemas/account';
import { TwoFactorEnrol } from '../../../account/TwoFactorEnrol';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';

const m = accountMessages.panel;

/**
 * Two-step verification on the Account tab: its state, setting it up (or a new key and codes), and turning it off
 * with the password for a role that may (ADR 41).
 */
export function TwoFactorSection({ twoFactor, onChanged }: { twoFactor: AccountOverview['item']['two_factor']; onChanged: () => void }) {
  const id = useId();
  const [enrolling, setEnrolling] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function turnOff(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await send(() => accountApi['two-factor'].$delete({ json: { password } }));
    setBusy(false);
    if (result.ok) {
      toast(result.data.message, 'success');
      setTurningOff(false);
      setPassword('');
      onChanged();
    } else if (!isSessionEnded(result)) {
      setError(result.error.fields?.password ?? result.error.message);
      toast(result.error.message, 'error');
    }
  }

  if (enrolling) {
    return (
      <TwoFactorEnrol
        headingId={`${id}-enrol`}
        headingLevel={3}
        replacing={twoFactor.enrolled}
        onDone={() => {
          setEnrolling(false);
          toast(accountMessages.panel.turnedOn, 'success');
          onChanged();
        }}
      />
    );
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700" data-testid="two-factor-state">
        {twoFactor.enrolled ? m.twoFactorOn(twoFactor.recovery_codes_left) : m.twoFactorOff}
        {twoFactor.required && ` ${m.twoFactorRequired}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant={twoFactor.enrolled ? 'outline' : 'default'} onClick={() => setEnrolling(true)}>
          {twoFactor.enrolled ? m.newRecoveryCodes : m.turnOn}
        </Button>
        {twoFactor.enrolled && !twoFactor.required && !turningOff && (
          <Button variant="outline" onClick={() => setTurningOff(true)}>
            {m.turnOff}
          </Button>
        )}
      </div>
      {turningOff && (
        <form onSubmit={turnOff} className="space-y-2 sm:max-w-md" noValidate>
          <Label htmlFor={`${id}-password`}>{m.turnOffConfirm}</Label>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" disabled={busy || !password}>
              {m.turnOff}
            </Button>
            <Button type="button" variant="outline" onClick={() => setTurningOff(false)}>
              {m.cancel}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
