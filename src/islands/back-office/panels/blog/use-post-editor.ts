import { useMemo, useState } from 'react';
import type { PostRow } from '../../../../lib/schemas/blog-posts';
import { emptyValues, type FieldSpec, type FormValues, valuesFromRow } from '../../kit/field-spec';

/** Which post the editor holds (null: a new one) and the form values it opens with. */
export function usePostEditor(fields: readonly FieldSpec[], defaults: FormValues) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<PostRow | null>(null);
  const initialValues = useMemo(
    () =>
      editing ? { ...valuesFromRow(fields, editing), content: editing.content } : emptyValues(fields, { content: '', content_format: 'markdown', ...defaults }),
    [editing, fields, defaults],
  );
  const openFor = (row: PostRow | null) => {
    setEditing(row);
    setOpen(true);
  };
  return { open, setOpen, editing, initialValues, openFor };
}
