import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { handoverMessages } from '../../../../lib/messages-handover';
import { type PasteTarget, type PasteVerdict, readPastedRow } from '../../../../lib/paste-row';
import { Button } from '../../ui/button';

const m = handoverMessages.paste;

type Offer =
  | { verdict: Extract<PasteVerdict, { kind: 'split' }>; into: PasteTarget }
  | { verdict: Extract<PasteVerdict, { kind: 'refuse' }>; into: PasteTarget };

/** 'Name, Email and Phone'. */
const joinLabels = (labels: readonly string[]) => (labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`);

/**
 * Inside a form (EntityDialog's children): a spreadsheet row pasted into one of `targets` is held back and offered
 * split into the form's fields, or refused with a message (ADR 44). Nothing with a tab reaches a one-line field; the
 * server refuses one as well (src/lib/schemas/one-line-text.ts).
 */
export function PasteRowOffer({ targets }: { targets: readonly PasteTarget[] }) {
  const form = useFormContext();
  const anchor = useRef<HTMLDivElement>(null);
  const splitButton = useRef<HTMLButtonElement>(null);
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    const element = anchor.current?.closest('form');
    if (!element) return;
    const onPaste = (event: ClipboardEvent) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement)) return;
      const into = targets.find((target) => target.name === input.name);
      if (!into) return;
      const verdict = readPastedRow(event.clipboardData?.getData('text/plain') ?? '', targets, into);
      if (verdict.kind === 'plain') return;
      event.preventDefault();
      setOffer({ verdict, into } as Offer);
    };
    element.addEventListener('paste', onPaste);
    return () => element.removeEventListener('paste', onPaste);
  }, [targets]);

  // The choice is the next thing to do: the keyboard goes to it. That move is not the person leaving the field: its
  // blur is kept from the form, which would otherwise check the still empty field and show "Name is required." before
  // any Save (the form checks a field when it is left, mode onTouched).
  useEffect(() => {
    if (offer?.verdict.kind !== 'split') return;
    const element = anchor.current?.closest('form');
    const input = element?.querySelector(`[name="${offer.into.name}"]`);
    const hold = (event: FocusEvent) => {
      if (event.target === input) event.stopPropagation();
    };
    element?.addEventListener('focusout', hold, true);
    splitButton.current?.focus();
    element?.removeEventListener('focusout', hold, true);
  }, [offer]);

  const close = (into: PasteTarget) => {
    setOffer(null);
    form.setFocus(into.name);
  };

  const split = () => {
    if (offer?.verdict.kind !== 'split') return;
    for (const [name, value] of Object.entries(offer.verdict.values)) form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
    close(offer.into);
  };

  const offered = offer?.verdict.kind === 'split' ? offer.verdict : null;

  return (
    <div ref={anchor} data-testid="paste-row-offer">
      {offer && offered && (
        <div role="group" aria-label={m.detected(offered.cells)} className="space-y-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
          <p className="font-medium">{m.detected(offered.cells)}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            {targets
              .filter((target) => offered.values[target.name] !== undefined)
              .map((target) => (
                <div key={target.name} className="contents">
                  <dt className="text-blue-900">{target.label}</dt>
                  <dd className="[overflow-wrap:anywhere]">{offered.values[target.name]}</dd>
                </div>
              ))}
          </dl>
          {offered.unmatched.length > 0 && <p>{m.unmatched(offered.unmatched.length)}</p>}
          <div className="flex flex-wrap gap-2">
            <Button ref={splitButton} type="button" size="sm" onClick={split}>
              {m.splitInto(joinLabels(offered.labels))}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => close(offer.into)}>
              {m.keepOut}
            </Button>
          </div>
        </div>
      )}
      {offer?.verdict.kind === 'refuse' && (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {offer.verdict.message}
        </p>
      )}
    </div>
  );
}
