// Placeholder of the subscription page (SPEC §2 "Payment page"); the payment feature replaces it.
import { useDocumentTitle } from '../../lib/use-document-title';

export function PaymentPage() {
  useDocumentTitle('Payment');
  return (
    <section className="placeholder-page" aria-labelledby="payment-title">
      <h1 id="payment-title">Payment</h1>
    </section>
  );
}
