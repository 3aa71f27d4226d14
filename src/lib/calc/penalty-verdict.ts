/**
 * The prepayment penalty calculator's verdict, built once for the island and the answer page without JavaScript
 * (ADR 58). Figures are whole cents, so a difference under half a cent is zero: a break-even, said in words rather
 * than as "costs about -$0.00".
 */
import { formatCurrency } from '../format';
import { penaltyMessages as t } from '../messages-calculators';

export type PenaltyVerdictTone = 'saves' | 'costs' | 'even';

export function penaltyVerdict(netSaving: number): { tone: PenaltyVerdictTone; text: string } {
  if (Math.abs(netSaving) < 0.005) return { tone: 'even', text: t.verdictBreaksEven };
  return netSaving > 0
    ? { tone: 'saves', text: t.verdictSaves(formatCurrency(netSaving)) }
    : { tone: 'costs', text: t.verdictCosts(formatCurrency(-netSaving)) };
}
