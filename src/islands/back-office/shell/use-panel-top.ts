import { useEffect, useState } from 'react';

/**
 * The site header stays on screen (sticky) above the panel; the sidebar sticks just below it. Its height changes
 * with the viewport (a top bar shows on wide screens), so it is measured rather than hard-coded.
 */
export function usePanelTop(): number {
  const [top, setTop] = useState(() => measure());
  useEffect(() => {
    const header = document.querySelector('body > header');
    if (!header) return;
    const observer = new ResizeObserver(() => setTop(measure()));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return top;
}

function measure(): number {
  if (typeof document === 'undefined') return 0;
  const header = document.querySelector('body > header');
  return header ? Math.round(header.getBoundingClientRect().height) : 0;
}
