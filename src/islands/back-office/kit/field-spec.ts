/** One input of an EntityDialog; the list of these plus the zod schema is a panel's whole form. */
export type FieldSpec = {
  /** The schema key, also the key of the API's `fields` errors; may be a dotted path (`social_links.facebook`). */
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
} & (
  | {
      kind: 'text';
      maxLength?: number;
      inputMode?: 'text' | 'url';
      /** The input's type where the browser helps (a phone keypad for tel, a masked password). */
      type?: 'email' | 'tel' | 'url' | 'password' | 'date';
      autoComplete?: string;
      /** A live line under the input computed from what is typed (e.g. the normalised profile address). */
      preview?: (value: string) => string;
      /** A live 'n/max characters' counter (docs/product/back-office-agents.md#seo-settings: SEO meta title 60, description 160). */
      counter?: number;
      /** A slug: it follows this field's text (made by `make`) while adding, until the person types one of their own. */
      follows?: { field: string; make: (text: string) => string };
    }
  | MarkdownSpec
  | { kind: 'textarea'; rows?: number; monospace?: boolean; counter?: number }
  | {
      kind: 'number';
      step: string;
      inputMode: 'decimal' | 'numeric';
      /**
       * A text input with the decimal keypad instead of type="number", which turns '6,55' into 655 before any check:
       * the schema reads a decimal comma itself (src/lib/csv/client-import-values.ts readDecimal).
       */
      decimalComma?: boolean;
    }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  | { kind: 'switch' }
  /**
   * An image address, with an upload into `bucket` when one is given ("Upload {uploadNoun}", default the label).
   * `namedFailure`: a failed upload says 'Failed to upload {uploadNoun}' (docs/product/back-office-shell.md#upload-failures: the agent's headshot and banner).
   */
  | { kind: 'image'; bucket?: string; uploadNoun?: string; namedFailure?: boolean }
);

/** Rich text with its live preview (kit/MarkdownField.tsx); an upload into `bucket` inserts an image. */
export interface MarkdownSpec {
  kind: 'markdown';
  name: string;
  label: string;
  required?: boolean;
  /** The select choosing 'markdown' or 'plain'; Markdown without one. */
  formatField?: string;
  bucket?: string;
}

export type FormValues = Record<string, string | boolean>;

/** What an empty add form holds: blank texts, the first option, switches on. */
export function emptyValues(fields: readonly FieldSpec[], overrides: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) values[field.name] = field.kind === 'switch' ? true : field.kind === 'select' ? (field.options[0]?.value ?? '') : '';
  return { ...values, ...overrides };
}

/**
 * A stored row turned back into what the person would type: numbers as text, lists as JSON text (`["a","b"]`),
 * null as empty. The form then submits these strings and the API parses them with the same schema.
 */
export function valuesFromRow(fields: readonly FieldSpec[], row: object): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = (row as Record<string, unknown>)[field.name];
    if (field.kind === 'switch') values[field.name] = value === true || value === 1;
    else if (value === null || value === undefined) values[field.name] = '';
    else if (Array.isArray(value)) values[field.name] = value.length ? JSON.stringify(value) : '';
    else values[field.name] = String(value);
  }
  return values;
}

/** Only what changed since the dialog opened: an edit sends a partial body (PATCH). */
export function changedValues(values: FormValues, dirty: Partial<Record<string, unknown>>): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => dirty[name]));
}
