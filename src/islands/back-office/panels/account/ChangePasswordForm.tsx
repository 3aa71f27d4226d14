import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isSessionEnded, send } from '../../../../browser/api-client';
import { accountApi } from '../../../../browser/api-routes';
import { toast } from '../../../../browser/toast';
import { accountMessages } from '../../../../lib/messages-account';
import { changePasswordSchema } from '../../../../lib/schemas/account';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';

const m = accountMessages.panel;

/** Change password: the current one is required; the server ends every other session (ADR 41). */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // The confirmation stays in the form and takes the focus: the button it was on is disabled while saving, which left
  // keyboard and screen-reader users on the page body with a toast they may never hear.
  const [done, setDone] = useState<string>();
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { current_password: current, new_password: next };
    const parsed = changePasswordSchema.safeParse(body);
    if (!parsed.success) return setErrors({ [String(parsed.error.issues[0]?.path[0])]: parsed.error.issues[0]?.message ?? '' });
    if (next !== confirm) return setErrors({ confirm: accountMessages.reset.mismatch });
    setBusy(true);
    setErrors({});
    setDone(undefined);
    const result = await send(() => accountApi.password.$post({ json: body }));
    setBusy(false);
    if (result.ok) {
      toast(result.data.message, 'success');
      setCurrent('');
      setNext('');
      setConfirm('');
      setDone(result.data.message);
      onChanged();
    } else if (!isSessionEnded(result)) {
      setErrors(result.error.fields ?? { current_password: result.error.message });
      toast(result.error.message, 'error');
    }
  }

  const field = (key: string, label: string, value: string, set: (v: string) => void, autoComplete: string) => (
    <div className="space-y-1">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
      />
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="text-sm text-destructive">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:max-w-md" noValidate>
      {field('current_password', m.currentPassword, current, setCurrent, 'current-password')}
      {field('new_password', m.newPassword, next, setNext, 'new-password')}
      {field('confirm', m.confirmPassword, confirm, setConfirm, 'new-password')}
      {done && (
        <p
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="text-sm font-medium text-emerald-800 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {done}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {m.changePassword}
        </Button>
      </div>
    </form>
  );
}
