import { Label } from '../ui/label';

/** A field's label, with the required mark (read as the input's aria-required, not as a star). */
export function FieldLabel({ id, field }: { id: string; field: { label: string; required?: boolean } }) {
  return (
    <Label htmlFor={id}>
      {field.label}
      {field.required && (
        <span className="text-destructive" aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}
