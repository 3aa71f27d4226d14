import { type FormEvent, useState } from 'react';
import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import type { InoreaderConfigView } from '../../../../lib/schemas/news';
import { toast } from '../../../../browser/toast';
import { describedBy, FieldHelp } from '../../../shared/field-help';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';

const m = messages.backOffice.inoreader;
type FieldName = 'app_id' | 'app_key' | 'access_token' | 'user_id';
const FIELDS: { name: FieldName; label: string; secret?: boolean }[] = [
  { name: 'app_id', label: 'App ID' },
  { name: 'app_key', label: 'App Key', secret: true },
  { name: 'access_token', label: 'Access Token', secret: true },
  { name: 'user_id', label: 'User ID' },
];

/**
 * The configuration form (docs/product/back-office-news.md#configuration-form: all four fields required, else 'Please fill in all required fields.').
 * Secrets are write-only: the API says whether one is stored, never what it is, so a stored one may stay empty.
 */
export function InoreaderConfigForm({ config, onSaved }: { config: InoreaderConfigView; onSaved: (next: InoreaderConfigView) => void }) {
  const [values, setValues] = useState<Record<FieldName, string>>({ app_id: config.app_id, app_key: '', access_token: '', user_id: config.user_id });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState<'save' | 'connect' | null>(null);
  const stored = (name: FieldName) => (name === 'app_key' ? config.has_app_key : name === 'access_token' ? config.has_access_token : false);

  function missing(names: FieldName[]) {
    const found: Partial<Record<FieldName, string>> = {};
    for (const name of names) if (!values[name].trim() && !stored(name)) found[name] = m.required;
    setErrors(found);
    return Object.keys(found).length > 0;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (missing(['app_id', 'app_key', 'access_token', 'user_id'])) {
      toast(m.required, 'error');
      return;
    }
    setBusy('save');
    const result = await send(() => adminApi.inoreader.config.$put({ json: values }));
    setBusy(null);
    if (result.ok) {
      toast(m.saved, 'success');
      setValues((v) => ({ ...v, app_key: '', access_token: '' }));
      onSaved(result.data);
    } else if (result.status === 400 && result.error.fields) {
      setErrors(result.error.fields as Partial<Record<FieldName, string>>);
      toast(m.required, 'error');
    } else {
      toast(m.saveFailed, 'error');
    }
  }

  async function connect() {
    if (missing(['app_id', 'app_key'])) {
      toast(m.connectNeedsApp, 'error');
      return;
    }
    setBusy('connect');
    const result = await send(() => adminApi.inoreader.authorize.$post({ json: { app_id: values.app_id, app_key: values.app_key } }));
    if (result.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setBusy(null);
    toast(result.status === 400 ? m.connectNeedsApp : m.connectFailed, 'error');
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4" aria-label="Inoreader configuration">
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map((field) => {
          const id = `inoreader-${field.name}`;
          const hint = field.secret && stored(field.name) ? m.keepSecret : undefined;
          return (
            <div key={field.name} className="space-y-2">
              <Label htmlFor={id}>
                {field.label}
                <span className="text-destructive" aria-hidden="true">
                  *
                </span>
              </Label>
              <Input
                id={id}
                type={field.secret ? 'password' : 'text'}
                autoComplete="off"
                value={values[field.name]}
                onChange={(event) => setValues((v) => ({ ...v, [field.name]: event.target.value }))}
                aria-required
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={describedBy(id, hint, errors[field.name])}
              />
              <FieldHelp id={id} hint={hint} error={errors[field.name]} />
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy !== null}>
          {busy === 'save' ? messages.backOffice.form.saving : messages.backOffice.form.save}
        </Button>
        <Button type="button" variant="outline" disabled={busy !== null} onClick={connect}>
          {busy === 'connect' ? m.connecting : m.connect}
        </Button>
      </div>
      <p className="text-sm text-slate-600">
        {m.connectHint} Redirect URI: <code className="break-all">{config.redirect_uri}</code>
      </p>
    </form>
  );
}
