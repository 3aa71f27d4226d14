/** The affordability result card (product wording) and the rules behind it: stress test, down payment, insurance (docs/product/calculators.md#affordability-result). */
import type { AffordabilitySuccess } from '../../lib/calc/affordability';
import type { AffordabilityInputs } from '../../lib/calc/affordability-options';
import { calculateCashToClose } from '../../lib/calc/cash-to-close';
import { CASH_TO_CLOSE_DEFAULTS } from '../../lib/calc/cash-to-close-options';
import { cashToCloseHref } from '../../lib/calc/cash-to-close-url-state';
import { toIsoDate } from '../../lib/calc/url-params';
import { cashToCloseMessages } from '../../lib/messages-calculators';
import { formatCurrency, formatCurrencyWhole, formatRate } from '../../lib/format';
import { messages } from '../../lib/messages';
import { premiumSalesTaxRate } from '../../lib/calc/premium-sales-tax';
import { provinceMessages } from '../../lib/messages-provinces';
import type { ProvinceCode } from '../../lib/provinces';
import { ResultItem } from './CalculatorFields';

export function AffordabilityCard({ result }: { result: AffordabilitySuccess }) {
  return (
    <div className="rounded-xl bg-brand-900 p-4 text-white sm:p-6" data-chat-clear>
      {/* A congratulation only when there is something to congratulate: no room for a mortgage gets our plain words. */}
      <p className="text-lg font-semibold">{result.borrowingLimit > 0 ? messages.calculators.affordabilityResult : messages.calculators.affordabilityNoRoom}</p>
      <p className="mt-2 text-4xl font-bold">{formatCurrencyWhole(result.maxPrice)}</p>
      <p className="mt-1 text-sm text-brand-100">{messages.calculators.affordabilityNote}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-brand-100">Monthly mortgage payment</dt>
          <dd className="text-2xl font-semibold">{formatCurrencyWhole(result.monthlyMortgagePayment)}</dd>
        </div>
        <div>
          <dt className="text-sm text-brand-100">Borrowing limit</dt>
          <dd className="text-2xl font-semibold">{formatCurrencyWhole(result.borrowingLimit)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Rule breaks and notices, worded plainly; an empty list renders nothing. */
export function RuleWarnings({ messages: lines }: { messages: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="rounded-lg border-l-4 border-accent-600 bg-accent-50 p-4" data-chat-clear>
      <p className="font-semibold text-slate-900">Please note</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-900">
        {lines.map((line) => (
          <li key={line}>{line.endsWith('.') ? line : `${line}.`}</li>
        ))}
      </ul>
    </div>
  );
}

export function AffordabilityDetails({ result, downPayment, province = 'ON' }: { result: AffordabilitySuccess; downPayment: number; province?: ProvinceCode }) {
  const { stressTest, insurance } = result;
  return (
    <div className="grid gap-4 md:grid-cols-2" data-chat-clear>
      <section aria-labelledby="stress-test-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 id="stress-test-heading" className="font-semibold text-brand-900">
          Stress test
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          Lenders qualify you at the higher of your rate plus 2% or 5.25%: the price above is the one they would accept.
        </p>
        <dl className="mt-2">
          <ResultItem label="Qualifying rate" value={formatRate(stressTest.qualifyingRate)} />
          <ResultItem label="Payment your income allows (GDS/TDS)" value={formatCurrencyWhole(Math.floor(result.capacity.affordablePayment))} />
          <ResultItem label="Mortgage it carries at the qualifying rate" value={formatCurrencyWhole(stressTest.borrowingLimit)} />
          <ResultItem label="At your rate, without the stress test (not what lenders use)" value={formatCurrencyWhole(result.atContractRate.maxPrice)} />
        </dl>
      </section>

      <section aria-labelledby="down-payment-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 id="down-payment-heading" className="font-semibold text-brand-900">
          Down payment
        </h3>
        <dl className="mt-2">
          <ResultItem label={`Minimum for a ${formatCurrencyWhole(result.maxPrice)} home`} value={formatCurrencyWhole(Math.ceil(result.minimumDownPayment))} />
          <ResultItem
            label={`Highest price ${formatCurrencyWhole(downPayment)} down allows`}
            value={formatCurrencyWhole(Math.floor(result.maxPriceForDownPayment))}
          />
        </dl>
      </section>

      <section aria-labelledby="insurance-heading" className="rounded-xl border border-slate-200 bg-white p-4 md:col-span-2">
        <h3 id="insurance-heading" className="font-semibold text-brand-900">
          Mortgage default insurance (CMHC)
        </h3>
        {!insurance.required && <p className="mt-1 text-slate-800">Not needed: your down payment is at least 20% of the price.</p>}
        {insurance.required && !insurance.available && <p className="mt-1 text-slate-800">Not available for this purchase; see the note above.</p>}
        {insurance.required && insurance.available && (
          <>
            <p className="mt-1 text-sm text-slate-700">{provinceMessages.premiumTaxNote(province, premiumSalesTaxRate(province))}</p>
            <dl className="mt-2">
              <ResultItem label="Loan-to-value" value={`${(insurance.loanToValue * 100).toFixed(2)}%`} />
              <ResultItem label="Premium rate" value={formatRate(insurance.premiumRate * 100)} />
              <ResultItem label="Premium added to the mortgage" value={formatCurrency(insurance.premium)} />
              {premiumSalesTaxRate(province) > 0 && <ResultItem label={provinceMessages.premiumTaxDue(province)} value={formatCurrency(insurance.pst)} />}
              <ResultItem label="Mortgage with premium" value={formatCurrency(insurance.insuredLoan)} strong />
              <ResultItem label="Monthly payment with premium" value={formatCurrencyWhole(result.monthlyPaymentWithPremium)} />
            </dl>
          </>
        )}
      </section>
    </div>
  );
}

/**
 * The cash needed at closing for the headline price, with the cash-to-close calculator's typical fees (outside
 * Toronto, no FHSA or RRSP counted), and a link that opens the full calculator with the same purchase.
 */
export function AffordabilityCashToClose({
  result,
  inputs,
  province = 'ON',
}: {
  result: AffordabilitySuccess;
  inputs: AffordabilityInputs;
  province?: ProvinceCode;
}) {
  const price = Math.floor(result.maxPrice);
  if (!(price > 0)) return null;
  const purchase = {
    price,
    downPayment: Math.min(inputs.downPayment, price),
    firstTimeBuyer: inputs.firstTimeBuyer,
    newBuild: inputs.newBuild,
    // The cash-to-close calculator offers 25 or 30 years: what matters is whether the premium's surcharge applies.
    amortizationYears: inputs.amortizationYears > 25 ? 30 : 25,
    province,
  };
  const cash = calculateCashToClose({ ...CASH_TO_CLOSE_DEFAULTS, ...purchase, purchaseDate: toIsoDate(new Date()) });
  if (!cash.ok) return null;
  return (
    <section aria-labelledby="affordability-cash-heading" data-chat-clear className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="affordability-cash-heading" className="font-semibold text-brand-900">
        {cashToCloseMessages.summaryHeading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{cashToCloseMessages.summaryText(formatCurrencyWhole(price))}</p>
      <dl className="mt-2">
        <ResultItem label={cashToCloseMessages.lines.downPayment} value={formatCurrencyWhole(purchase.downPayment)} />
        <ResultItem label={cashToCloseMessages.closingCosts} value={formatCurrencyWhole(cash.closingCosts)} />
        <ResultItem label={cashToCloseMessages.total} value={formatCurrencyWhole(cash.totalCashNeeded)} strong />
      </dl>
      <a href={cashToCloseHref(purchase)} className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {cashToCloseMessages.summaryLink}
      </a>
    </section>
  );
}
