import { useEffect, useState } from 'react';

/** docs/product/back-office-shell.md#sidebar: below 768px the sidebar becomes a slide-in panel. */
export const MOBILE_BREAKPOINT = 768;
const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

/** Read synchronously on first render (the panel mounts in the browser only), so the layout never jumps. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMobile(list.matches);
    list.addEventListener('change', update);
    update();
    return () => list.removeEventListener('change', update);
  }, []);
  return mobile;
}
