import { useMemo, useState } from 'react';
import type { PostRow } from '../../../../lib/schemas/blog-posts';
import { useReopenWhenListed } from '../../kit/dialog-draft';
import { emptyValues, type FieldSpec, type FormValues, valuesFromRow } from '../../kit/field-spec';
import { POST_DRAFT } from './PostDialog';

/**
 * Which post the editor holds (null: a new one) and the form values it opens with. After signing in again, the
 * editor that was open when the session ended opens again on its post (kit/dialog-draft.ts).
 */
export function usePostEditor(fields: readonly FieldSpec[], defaults: FormValues, rows: readonly PostRow[] = []) {
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
  useReopenWhenListed(POST_DRAFT, rows, openFor);
  return { open, setOpen, editing, initialValues, openFor };
}
