import { ANALYTICS_PERIODS } from '../../../../lib/schemas/lead-desk';
import { useAddressState } from '../../kit/use-address-state';
import type { Period } from './types';

/** The address's period when it names one we know, else the panel's own default. */
export const periodFrom = (value: string, fallback: Period): Period =>
  (ANALYTICS_PERIODS as readonly string[]).includes(value) ? (value as Period) : fallback;

/**
 * The chosen period kept in the address beside `?tab=` (`&period=7d`), as a list keeps its filters: a reload or a
 * shared link shows the same charts. `defaults` is a module-level constant (the hook's defaults must not change).
 */
export function usePeriodInAddress(defaults: { period: Period }): [Period, (period: Period) => void] {
  const [state, setState] = useAddressState<{ period: string }>(defaults);
  return [periodFrom(state.period, defaults.period), (period) => setState({ period })];
}
