import { ConstructionIcon } from 'lucide-react';
import { messages } from '../../../../lib/messages-staff';

/** A tab whose screen belongs to a later release says so plainly. */
export function PlaceholderPanel({ label }: { label: string }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700" data-testid="panel-not-built">
      <ConstructionIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <p>{messages.backOffice.panel.notBuilt(label)}</p>
    </div>
  );
}
