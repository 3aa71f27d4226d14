/** The lead forms' classes, as the React form kit writes them (src/islands/leads/fields.tsx). */
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-700';
export const labelClass = 'block text-sm font-medium text-slate-800';
export const errorClass = 'mt-1 text-sm font-medium text-red-700';
/** The name a control posts under: the schema's key, the id after the form's prefix (`contact-firstName` → `firstName`). */
export const fieldName = (id: string): string => id.slice(id.lastIndexOf('-') + 1);
/** What every labelled control of these forms takes: its id, its visible label, and whether it must be filled. */
export interface LabelledField {
  id: string;
  label: string;
  required?: boolean;
}
