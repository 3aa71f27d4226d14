import type { FormHTMLAttributes, ReactNode, RefObject } from 'react';

/** Every calculator's page layout: the form, then its results (side by side on a wide screen, the form narrower). */
export function CalculatorGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">{children}</div>;
}

/**
 * A calculator's form: results follow every change, so sending it does nothing unless the calculator says otherwise;
 * the browser's own checks are off (the calculator's messages speak instead). `formRef` is useQueryState's, which
 * replays what was typed before hydration.
 */
export function CalculatorForm({ formRef, ...props }: { formRef: RefObject<HTMLFormElement | null> } & FormHTMLAttributes<HTMLFormElement>) {
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-4 self-start rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={(e) => e.preventDefault()}
      {...props}
    />
  );
}
