import { UploadIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { buttonVariants } from '../ui/button';
import { cn } from '../ui/cn';

interface FileButtonProps {
  id: string;
  accept: string;
  /** The button's visible words. */
  text: ReactNode;
  onFile: (file: File | undefined) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * A file input that looks and works like the kit's buttons instead of the browser's own control: the input stays in
 * the tab order (visually hidden, so keyboards and screen readers reach the real control) and its visible label is
 * styled as the button. The input is emptied after each choice, so choosing the same file again still reports it.
 */
export function FileButton({ id, accept, text, onFile, disabled, inputRef, ...aria }: FileButtonProps) {
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        className="peer sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          onFile(file);
        }}
        {...aria}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:cursor-wait peer-disabled:opacity-60',
        )}
      >
        <UploadIcon aria-hidden="true" />
        {text}
      </label>
    </>
  );
}
