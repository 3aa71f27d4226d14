import { atom, onMount } from 'nanostores';
import { PROVINCES, type ProvinceName } from '../lib/provinces';

/** The browser storage key, also named in the islands' `client:interaction={{ restores }}` (ADR 30). */
export const VISITOR_PROVINCE_KEY = 'visitor-province';

const isProvinceName = (value: unknown): value is ProvinceName => PROVINCES.some((province) => province.name === value);

/**
 * The province a visitor last chose, on /rates or in the payment calculator, shared by those islands through one
 * nanostores atom and kept in this browser's storage, so the calculator opens on the province the rates were read
 * for. `null` until the visitor chooses one. Not personal data: a province name, kept on the visitor's device only.
 */
export const $visitorProvince = atom<ProvinceName | null>(null);

onMount($visitorProvince, () => {
  $visitorProvince.set(readStored());
  // Another tab's choice reaches this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISITOR_PROVINCE_KEY) $visitorProvince.set(isProvinceName(event.newValue) ? event.newValue : null);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

/** The visitor chose a province: every island showing one follows, and the next page opens on it. */
export function chooseProvince(name: string): void {
  if (!isProvinceName(name)) return;
  try {
    localStorage.setItem(VISITOR_PROVINCE_KEY, name);
  } catch {
    // Storage refused (private mode, full): the choice still holds on this page.
  }
  $visitorProvince.set(name);
}

function readStored(): ProvinceName | null {
  try {
    const value = localStorage.getItem(VISITOR_PROVINCE_KEY);
    return isProvinceName(value) ? value : null;
  } catch {
    return null;
  }
}
