import type { ReactNode } from 'react';
import { messages } from '../../lib/messages';

interface Props<R extends { ok: boolean }> {
  /** The calculator's prefix: the heading's id is `${id}-results-heading`. */
  id: string;
  heading: ReactNode;
  /** The calculation: when it gave no result, the panel says the input is invalid instead of drawing `children`. */
  result: R;
  children: (result: Extract<R, { ok: true }>) => ReactNode;
  /** Read out with the result whatever it is (notes that hold for any input). */
  live?: ReactNode;
  /** Below the announced part (tables too long to read out on each change). */
  after?: ReactNode;
  spacing?: { section: string; live: string };
}

/**
 * The results side of a calculator: a titled panel whose figures are announced as they change, and which the floating
 * chat button never covers (`data-chat-clear`, src/browser/chat-clearance.ts).
 */
export function ResultsPanel<R extends { ok: boolean }>({
  id,
  heading,
  result,
  children,
  live,
  after,
  spacing = { section: 'space-y-4', live: 'space-y-4' },
}: Props<R>) {
  return (
    <section
      aria-labelledby={`${id}-results-heading`}
      data-chat-clear
      className={`${spacing.section} rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6`}
    >
      <h2 id={`${id}-results-heading`} className="text-lg font-semibold text-brand-900">
        {heading}
      </h2>
      <div aria-live="polite" className={spacing.live}>
        {result.ok ? children(result as Extract<R, { ok: true }>) : <p className="text-slate-800">{messages.generic.invalidInput}</p>}
        {live}
      </div>
      {after}
    </section>
  );
}
