import { useRef } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

interface Props<T> {
  /** 'product', 'agent', 'rate' … (docs/product/back-office-shell.md#delete-confirmation: 'Are you sure you want to delete this {kind}?'). */
  kind: string;
  /** The item being confirmed; null closes the dialog. */
  item: T | null;
  name: (item: T) => string;
  onClose: () => void;
  /** Resolves true once deleted. */
  onDelete: (item: T) => Promise<boolean>;
  /** After a delete the row's own button is gone: where keyboard focus goes instead. */
  focusAfterDelete: () => void;
  /** Replaces "… will be removed" when this delete only asks for it (ADR 45). */
  describe?: (item: T) => string | undefined;
}

/** The delete confirmation every tab uses, wired to its list: names the item, deletes, and places focus after. */
export function DeleteConfirm<T>({ kind, item, name, onClose, onDelete, focusAfterDelete, describe }: Props<T>) {
  const deleted = useRef(false);
  return (
    <ConfirmDialog
      kind={kind}
      name={item ? name(item) : ''}
      description={item ? describe?.(item) : undefined}
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={async () => (deleted.current = item ? await onDelete(item) : false)}
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return;
        deleted.current = false;
        event.preventDefault();
        focusAfterDelete();
      }}
    />
  );
}
