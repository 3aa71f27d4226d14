/** The public forms' field and button classes (the sign-in form's), shared by the account screens. */
export const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500';
export const primaryButtonClass =
  'w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';
export const linkButtonClass = 'text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';
