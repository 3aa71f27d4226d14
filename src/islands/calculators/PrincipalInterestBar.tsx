/** Principal versus interest as a bar; the same figures are written out beside it for screen readers and print. */
import { formatCurrency } from '../../lib/format';

interface Props {
  principal: number;
  interest: number;
  principalShare: number;
  interestShare: number;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

export function PrincipalInterestBar({ principal, interest, principalShare, interestShare }: Props) {
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-medium text-slate-800">Principal versus interest</figcaption>
      {/* Decorative: the legend below carries every value as text. */}
      <div aria-hidden="true" className="mt-2 flex h-4 w-full overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-brand-700" style={{ width: `${principalShare * 100}%` }} />
        <div className="h-full bg-accent-500" style={{ width: `${interestShare * 100}%` }} />
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-brand-700" />
          Principal {formatCurrency(principal)} ({percent(principalShare)})
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-accent-500" />
          Interest {formatCurrency(interest)} ({percent(interestShare)})
        </li>
      </ul>
    </figure>
  );
}
