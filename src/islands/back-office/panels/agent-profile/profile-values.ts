import { get, set } from 'react-hook-form';
import type { AgentRow } from '../../../../lib/schemas/agents';
import type { FieldSpec } from '../../kit/field-spec';

/** A profile form's values: strings, nested where the API's JSON columns are (`social_links.facebook`). */
export type ProfileValues = Record<string, unknown>;

/** The stored agent as the person would type it: every listed field, null as empty. */
export function profileValues(fields: readonly FieldSpec[], row: AgentRow): ProfileValues {
  const values: ProfileValues = {};
  for (const field of fields) {
    const value: unknown = get(row, field.name);
    set(values, field.name, value === null || value === undefined ? '' : String(value));
  }
  return values;
}

/**
 * Only what differs from the stored agent, nested like the API expects (`{ social_links: { facebook } }`). The API
 * merges JSON columns key by key, so untouched links are never sent, and the form checks exactly what is sent.
 */
export function changedProfile(fields: readonly FieldSpec[], values: ProfileValues, initial: ProfileValues): ProfileValues {
  const body: ProfileValues = {};
  for (const field of fields) {
    const value: unknown = get(values, field.name);
    if (value !== get(initial, field.name)) set(body, field.name, value ?? '');
  }
  return body;
}
