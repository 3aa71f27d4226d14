/**
 * Keeps a calculator's state mirrored in the address bar so a scenario can be shared. history.replaceState, so
 * typing does not flood the back button. The query is read after mount, not during render, so the pre-rendered
 * HTML and the first client render agree and hydration does not mismatch. Query keys that are not ours (utm_*,
 * agent=...) are left alone, and nothing is written until the visitor changes something.
 */
import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { replaceOwnParams } from '../../lib/calc/url-params';
import { replayValuesTypedBeforeHydration } from '../shared/keep-typed-values';

const NO_NATIVE_KEYS: readonly string[] = [];

export function useQueryState<T>(
  initial: T,
  parse: (params: URLSearchParams) => T,
  serialize: (state: T) => URLSearchParams,
  /** The form's own field names, which a submission made before hydration puts in the address (parse reads them). */
  nativeKeys: readonly string[] = NO_NATIVE_KEYS,
): [T, Dispatch<SetStateAction<T>>, RefObject<HTMLFormElement | null>] {
  const [state, setState] = useState(initial);
  // The calculator's <form>: what the visitor typed before hydration is applied after the address (it is newer).
  const formRef = useRef<HTMLFormElement>(null);
  const [loaded, setLoaded] = useState<T | null>(null);
  const ownKeys = useRef<Set<string>>(new Set());

  useEffect(() => {
    const address = new URLSearchParams(window.location.search);
    const parsed = parse(address);
    ownKeys.current = new Set(serialize(parsed).keys());
    const submitted = nativeKeys.filter((key) => address.has(key));
    if (submitted.length > 0) {
      // A native submission: the address becomes the shareable scenario it stands for.
      const href = replaceOwnParams(window.location.href, submitted, serialize(parsed));
      window.history.replaceState(window.history.state, '', href);
    }
    setState(parsed);
    setLoaded(() => parsed);
    if (formRef.current) replayValuesTypedBeforeHydration(formRef.current);
    // parse, serialize and nativeKeys are module-level, so this runs once, on mount.
  }, [parse, serialize, nativeKeys]);

  useEffect(() => {
    // Untouched since load (same object): leave the address as the visitor opened it.
    if (loaded === null || state === loaded) return;
    const next = serialize(state);
    const href = replaceOwnParams(window.location.href, ownKeys.current, next);
    ownKeys.current = new Set(next.keys());
    if (href !== window.location.href) window.history.replaceState(window.history.state, '', href);
  }, [state, loaded, serialize]);

  return [state, setState, formRef];
}
