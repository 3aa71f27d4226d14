import type { FieldSpec } from '../../kit/field-spec';
import { FormField } from '../../kit/FormField';

/** The inputs of one profile section, in the list's order (inside a FormProvider of useProfileForm). */
export function ProfileFields({ fields, idPrefix, onBusyChange }: { fields: readonly FieldSpec[]; idPrefix: string; onBusyChange: (busy: boolean) => void }) {
  return (
    <div className="grid gap-4">
      {fields.map((field) => (
        <FormField key={field.name} field={field} idPrefix={idPrefix} onBusyChange={onBusyChange} />
      ))}
    </div>
  );
}
