import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, get, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ApiResult, isSessionEnded } from '../../../../browser/api-client';
import { messages } from '../../../../lib/messages-staff';
import type { AgentRow } from '../../../../lib/schemas/agents';
import { toast } from '../../../../browser/toast';
import type { FieldSpec } from '../../kit/field-spec';
import { useRebuildStatus } from '../../kit/rebuild-status';
import { useUnsavedWork } from '../../kit/unsaved-work';
import { failureText } from '../../kit/use-resource';
import { useStaleSave, withVersion } from '../../kit/stale-save';
import { changedProfile, profileValues, type ProfileValues } from './profile-values';

export type SaveProfile = (body: ProfileValues) => Promise<ApiResult<{ item: AgentRow }>>;

export interface ProfileFormOptions {
  fields: readonly FieldSpec[];
  /** One of src/lib/schemas/agent-profile.ts: the schema the API parses the same body with. */
  schema: z.ZodType;
  row: AgentRow;
  save: SaveProfile;
  /** The product's failure text for this surface ('Failed to update social links', ...) and our success text (docs/product/back-office-agents.md#profile-messages). */
  failure: string;
  success: string;
  onSaved?: (row: AgentRow) => void;
  onUnchanged?: () => void;
  /** Before focusing a field with an error (the edit dialog opens the tab that holds it). */
  revealField?: (name: string) => void;
  /**
   * Keep unsaved changes in this tab's session storage under this key, so switching dashboard tabs (which unmounts
   * the form) and coming back finds them again; cleared when saved. Dialogs ask before discarding instead.
   */
  draftKey?: string;
  /** After "Reload their version" on a stale save (kit/stale-save.tsx): read the profile again. */
  onReload?: () => void;
}

/**
 * The one profile form behind both surfaces. The schema checks only what changed (the body the API will check), so
 * an untouched stored value never blocks a save; a save sends only changes, shows the toasts, puts the API's field
 * errors under their inputs, keeps what was typed on failure and follows the public rebuild on success.
 */
export function useProfileForm({ fields, schema, row, save, failure, success, onSaved, onUnchanged, revealField, draftKey, onReload }: ProfileFormOptions) {
  const initial = useMemo(() => profileValues(fields, row), [fields, row]);
  const baseline = useRef(initial);
  baseline.current = initial;
  const resolver = useMemo<Resolver<ProfileValues>>(() => {
    const check = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<ProfileValues>;
    return (values, context, options) => check(changedProfile(fields, values, baseline.current), context, options);
  }, [schema, fields]);
  const form = useForm<ProfileValues>({ resolver, defaultValues: initial, mode: 'onTouched', shouldFocusError: false });
  const [uploads, setUploads] = useState(0);
  const [failed, setFailed] = useState<string>();
  const { watch } = useRebuildStatus();
  const stale = useStaleSave(() => {
    if (draftKey) clearDraft(draftKey);
    onReload?.();
  });

  // A draft kept in session storage outlives a tab switch but not a closed browser tab: the page asks before leaving
  // while anything typed is unsaved, as the dialogs do (kit/unsaved-work.ts, ADR 43). A form without a kept draft
  // (the edit dialog's, which asks itself too) also asks before a tab switch.
  useUnsavedWork(true, () => Object.keys(changedProfile(fields, form.getValues(), baseline.current)).length > 0, { keptAcrossTabs: Boolean(draftKey) });

  useEffect(() => {
    form.reset(initial);
    if (draftKey) restoreDraft(draftKey, fields, form.setValue);
  }, [initial, form, draftKey, fields]);
  useEffect(() => {
    if (!draftKey) return;
    const subscription = form.watch((values) => saveDraft(draftKey, changedProfile(fields, values as ProfileValues, baseline.current)));
    return () => subscription.unsubscribe();
  }, [form, fields, draftKey]);

  const focusField = useCallback(
    (name: string) => {
      revealField?.(name);
      // After the tab holding it is shown.
      window.setTimeout(() => form.setFocus(name), 0);
    },
    [form, revealField],
  );

  const onInvalid = (errors: FieldErrors<ProfileValues>) => {
    const first = fields.find((field) => get(errors, field.name));
    if (first) focusField(first.name);
  };

  const submit = form.handleSubmit(async (body) => {
    setFailed(undefined);
    if (Object.keys(body).length === 0) {
      if (onUnchanged) onUnchanged();
      else toast(messages.backOffice.profile.noChanges, 'info');
      return;
    }
    // The save names the version it edits; a stale one gets the reload/overwrite choice (kit/stale-save.tsx).
    const send = async (version: number) => {
      const result = await save(withVersion(body, version));
      if (result.ok) {
        if (draftKey) clearDraft(draftKey);
        toast(success, 'success');
        watch();
        onSaved?.(result.data.item);
      } else if (!isSessionEnded(result) && !stale.caught(result, (current) => void send(current))) {
        showFailure(result);
      }
    };
    await send(row.version);
  }, onInvalid);

  const showFailure = (result: Extract<Awaited<ReturnType<SaveProfile>>, { ok: false }>) => {
    const names = new Set(fields.map((field) => field.name));
    const serverFields = Object.entries(result.error.fields ?? {}).filter(([name]) => names.has(name));
    for (const [name, message] of serverFields) form.setError(name, { type: 'server', message });
    // A conflict or not-found names its cause ('This profile URL is already taken'); anything else the product's text (docs/product/back-office-agents.md#profile-slug).
    const text = failureText(result.error, failure, true);
    setFailed(text);
    toast(text, 'error');
    if (serverFields[0]) focusField(serverFields[0][0]);
  };

  const onBusyChange = useCallback((busy: boolean) => setUploads((count) => count + (busy ? 1 : -1)), []);
  return { form, submit, failed, saving: form.formState.isSubmitting, uploading: uploads > 0, onBusyChange, stalePrompt: stale.prompt };
}

function saveDraft(key: string, changed: ProfileValues): void {
  try {
    if (Object.keys(changed).length === 0) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(changed));
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}

function restoreDraft(key: string, fields: readonly FieldSpec[], setValue: (name: string, value: unknown, options: { shouldDirty: boolean }) => void): void {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return;
    const draft = JSON.parse(raw) as ProfileValues;
    for (const field of fields) {
      const value: unknown = get(draft, field.name);
      if (value !== undefined) setValue(field.name, value, { shouldDirty: true });
    }
  } catch {
    sessionStorage.removeItem(key);
  }
}

function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}
