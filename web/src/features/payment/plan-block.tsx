// The plan details (SPEC §1, §9): the price after the free trial, what it includes, the terms.
import {
  PLAN_INCLUDED_LINES,
  PLAN_INCLUDED_TITLE,
  PLAN_NAME,
  PLAN_PAID_BY_CARD_LINE,
  PLAN_PERIOD,
  PLAN_PRICE,
  PLAN_TERMS_LINES,
  PLAN_TITLE,
  PLAN_TRIAL_LINE,
} from '../../../../shared/payments/texts';
import { CheckIcon, ShieldIcon } from './payment-icons';

/** `byCard` is true once the page knows PayPal takes the payments (not in test mode). */
export function PlanBlock({ byCard }: { byCard: boolean }) {
  return (
    <section className="payment-card payment-plan" aria-labelledby="plan-title">
      <h2 id="plan-title" className="payment-plan__title">
        {PLAN_TITLE}
      </h2>
      <p className="payment-plan__name">{PLAN_NAME}</p>
      <p className="payment-plan__price">
        <span className="payment-plan__amount">{PLAN_PRICE}</span> <span>{PLAN_PERIOD}</span>
      </p>
      <p className="payment-plan__trial">{PLAN_TRIAL_LINE}</p>
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
        {PLAN_TERMS_LINES.map((line) => (
          <li key={line}>
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
