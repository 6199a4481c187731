// The plan details (SPEC §1, §9): the price, when the first payment falls for this learner, what
// it includes and the terms. On phones the block is compact (payment-blocks.css), so the subscribe
// or cancel block after it is a short scroll away.
import {
  PLAN_INCLUDED_LINES,
  PLAN_INCLUDED_TITLE,
  PLAN_NAME,
  PLAN_PAID_BY_CARD_LINE,
  PLAN_PERIOD,
  PLAN_PRICE,
  PLAN_TERMS_LINES,
  PLAN_TITLE,
  planBilling,
} from '../../../../shared/payments/texts';
import { CheckIcon, ShieldIcon } from './payment-icons';

interface PlanBlockProps {
  /** True once the page knows PayPal takes the payments (not in test mode). */
  byCard: boolean;
  /** The reader's role, which decides when billing starts; unknown before the token is read. */
  role: number | undefined;
}

export function PlanBlock({ byCard, role }: PlanBlockProps) {
  const billing = planBilling(role);
  return (
    <section className="payment-card payment-plan" aria-labelledby="plan-title">
      <h2 id="plan-title" className="payment-plan__title">
        {PLAN_TITLE}
      </h2>
      <div className="payment-plan__head">
        <p className="payment-plan__name">{PLAN_NAME}</p>
        <p className="payment-plan__price">
          <span className="payment-plan__amount">{PLAN_PRICE}</span> <span>{PLAN_PERIOD}</span>
        </p>
      </div>
      <p className="payment-plan__trial">{billing.line}</p>
      <h3 className="payment-plan__subtitle">{PLAN_INCLUDED_TITLE}</h3>
      <ul className="payment-plan__included">
        {PLAN_INCLUDED_LINES.map((line) => (
          <li key={line}>
            <CheckIcon />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <ul className="payment-plan__terms">
        {byCard && (
          <li>
            <ShieldIcon />
            <span>{PLAN_PAID_BY_CARD_LINE}</span>
          </li>
        )}
        {[billing.term, ...PLAN_TERMS_LINES].map(
          (line) =>
            line && (
              <li key={line}>
                <span>{line}</span>
              </li>
            ),
        )}
      </ul>
    </section>
  );
}
