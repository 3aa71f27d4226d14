import { useMemo, useState } from 'react';
import type { PostRow } from '../../../../lib/schemas/blog-posts';
import { useReopenWhenListed } from '../../kit/dialog-draft';
import { emptyValues, type FieldSpec, type FormValues, valuesFromRow } from '../../kit/field-spec';
import { POST_DRAFT } from './PostDialog';

/**
 * Which post the editor holds (null: a new one) and the form values it opens with. With `onPendingEdit` the editor
 * opens on the post's edit waiting for approval, if any (the agent goes on with their own words, ADR 45). After
 * signing in again, the editor that was open when the session ended opens again on its post (kit/dialog-draft.ts).
 */
export function usePostEditor(fields: readonly FieldSpec[], defaults: FormValues, rows: readonly PostRow[] = [], options: { onPendingEdit?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<PostRow | null>(null);
  const onPendingEdit = options.onPendingEdit === true;
  const initialValues = useMemo(() => {
    if (!editing) return emptyValues(fields, { content: '', content_format: 'markdown', ...defaults });
    const source = onPendingEdit && editing.pending_edit ? { ...editing, ...editing.pending_edit } : editing;
    return { ...valuesFromRow(fields, source), content: source.content };
  }, [editing, fields, defaults, onPendingEdit]);
  const openFor = (row: PostRow | null) => {
    setEditing(row);
    setOpen(true);
  };
  useReopenWhenListed(POST_DRAFT, rows, openFor);
  return { open, setOpen, editing, initialValues, openFor };
}
