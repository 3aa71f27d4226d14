import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldClass } from './styles';

/** The inputs the sign-in and account screens ask for, each posted under its name with the browser's autofill hint. */
const kinds = {
  email: { name: 'email', type: 'email', autoComplete: 'email' },
  'current-password': { name: 'password', type: 'password', autoComplete: 'current-password' },
  'new-password': { name: 'password', type: 'password', autoComplete: 'new-password', minLength: 8 },
  'confirm-password': { name: 'confirm', type: 'password', autoComplete: 'new-password', minLength: 8 },
  code: { name: 'code', autoComplete: 'one-time-code', inputMode: 'numeric' },
} as const satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;

type Props = {
  /** The form's id: the input's is `${base}-${name}`. */
  base: string;
  kind: keyof typeof kinds;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** This field's own message, shown under it and tied to it. */
  error?: string | null;
  /** Without an own message: the id of a message the whole form shares (the reset form's). */
  describedBy?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A required field of the sign-in and account screens: label, input and, when there is one, its message. */
export function AccountField({ base, kind, label, value, onChange, error, describedBy, ...input }: Props) {
  const id = `${base}-${kinds[kind].name}`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        required
        {...kinds[kind]}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : describedBy}
        className={fieldClass}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The link under a sign-in or account form's button (to reset a password, or back to sign-in). */
export function AccountLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="text-center text-sm">
      <a href={href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {children}
      </a>
    </p>
  );
}
