/** The payment calculator's headline results, announced politely as they change. */
import type { Ref } from 'react';
import { describeMonths } from '../../lib/calc/frequency-comparison';
import type { PaymentResult } from '../../lib/calc/payment';
import { balanceAtEndOfTerm } from '../../lib/calc/term';
import { formatCurrency, formatRate } from '../../lib/format';
import { messages } from '../../lib/messages';
import { answerMessages } from '../../lib/messages-answers';
import { ResultItem } from './CalculatorFields';
import { FREQUENCY_PHRASES, type ResolvedRate } from './payment-form';
import { PrincipalInterestBar } from './PrincipalInterestBar';

interface Props {
  result: PaymentResult;
  rate: ResolvedRate;
  headingRef: Ref<HTMLHeadingElement>;
}

export function PaymentResults({ result, rate, headingRef }: Props) {
  return (
    <section aria-labelledby="payment-results-heading" data-chat-clear className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="payment-results-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-brand-900">
        Your mortgage payment
      </h2>
      <div aria-live="polite">
        {result.ok ? <Summary result={result} rate={rate} /> : <p className="mt-3 text-slate-800">{messages.generic.invalidInput}</p>}
      </div>
    </section>
  );
}

function Summary({ result, rate }: { result: Extract<PaymentResult, { ok: true }>; rate: ResolvedRate }) {
  const { inputs, frequency } = result;
  const termYears = rate.termYears;
  const endBalance = termYears !== null ? balanceAtEndOfTerm(result.schedule, termYears) : null;
  return (
    <>
      <p className="mt-3">
        <span className="text-4xl font-bold text-brand-900">{formatCurrency(result.payment)}</span>{' '}
        <span className="text-slate-700">{FREQUENCY_PHRASES[frequency.id]}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {frequency.label} payments at {formatRate(inputs.annualRate)} over {inputs.amortizationYears} {inputs.amortizationYears === 1 ? 'year' : 'years'}.
      </p>
      <dl className="mt-4">
        <ResultItem label="Principal" value={formatCurrency(result.principal)} />
        <ResultItem label="Total interest" value={formatCurrency(result.totalInterest)} />
        <ResultItem label="Total paid" value={formatCurrency(result.totalPaid)} strong />
        <ResultItem label="Number of payments" value={String(result.numberOfPayments)} />
        <ResultItem label="Paid off in" value={describeMonths(result.payoffMonths)} />
        {termYears !== null && endBalance !== null && <ResultItem label={answerMessages.payment.endBalance(termYears)} value={formatCurrency(endBalance)} />}
      </dl>
      <PrincipalInterestBar
        principal={result.principal}
        interest={result.totalInterest}
        principalShare={result.principalShare}
        interestShare={result.interestShare}
      />
    </>
  );
}
