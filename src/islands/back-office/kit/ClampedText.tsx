import { useId, useLayoutEffect, useRef, useState } from 'react';
import { messages } from '../../../lib/messages-staff';
import { Button } from '../ui/button';

const m = messages.backOffice.table;

/**
 * Long text in a table cell or card (a testimonial, a description): three lines and an ellipsis, so one long entry
 * cannot make a row a screen tall, and a "Show more" button that opens the rest in place. The whole text stays in
 * the page (the clamp only hides it from the eye), so a screen reader reads it all; the button says whether it is
 * open (`aria-expanded`) and appears only when the text is cut.
 */
export function ClampedText({ text, className }: { text: string; className?: string }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);

  // Whether three lines hold the text depends on the column's width: measured again whenever it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text may overflow a box whose size stays three lines (no resize to observe), so it measures again.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || open) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, text]);

  return (
    <div className={className}>
      <div id={id} ref={box} data-testid="clamped-text" className={open ? 'whitespace-pre-line' : 'line-clamp-3 whitespace-pre-line'}>
        {text}
      </div>
      {(cut || open) && (
        // 24 px tall: the smallest target WCAG 2.2 AA allows.
        <Button variant="link" size="sm" className="mt-1 h-6 px-0" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? m.showLess : m.showMore}
        </Button>
      )}
    </div>
  );
}
