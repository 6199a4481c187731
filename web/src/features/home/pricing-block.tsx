// The payment block of the landing page (SPEC §1 "Subscription", §2 "Home page").
import { PRICE_USD, RETENTION_DAYS, TRIAL_DAYS } from '../../../../shared/accounts/roles';
import { PaymentLink } from '../payment/payment-link';

export function PricingBlock() {
  return (
    <section className="home-section" aria-labelledby="pricing-title">
      <h2 id="pricing-title">One simple plan</h2>
      <div className="pricing">
        <div className="pricing__price">
          <p>
            <span className="pricing__amount">${PRICE_USD}</span>
            <span className="pricing__period"> / month</span>
          </p>
          <p className="pricing__trial">after a {TRIAL_DAYS}-day free trial</p>
        </div>
        <ul className="pricing__points">
          <li>Every study mode and feature, for all your words</li>
          <li>Pay by card through a secure payment provider</li>
          <li>Cancel at any time, in one click</li>
          <li>
            Without a subscription, saved words are deleted {RETENTION_DAYS} days after sign-up or after the
            last paid day
          </li>
        </ul>
        <PaymentLink className="button button--primary pricing__action">Go to payment</PaymentLink>
      </div>
    </section>
  );
}
