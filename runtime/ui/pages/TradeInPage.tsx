import { useSearchParams } from '@dealer/ui/router';
import { CarLoadSummary } from '../forms/CarSummary';
import { LeadForm } from '../forms/LeadForm';
import { TradeInWizard } from '../forms/TradeInWizard';
import { usePageTitle, useRouteTitle } from '../routing';
import { useCarRef } from '../vehicle/useCar';

/** The trade-in FAQ of the site-pages spec §9. */
const FAQS = [
  {
    question: 'Can every car be valued online?',
    answer: 'Cars over 7 years old or with more than 100,000 km generally get no online estimate; leave your details and our team will value it in person.',
  },
  { question: 'What if my car is still under finance?', answer: 'We need a payout letter from your lender; we settle the loan as part of the trade.' },
  { question: 'How is any surplus paid?', answer: 'Any surplus after the payout is paid to you by direct credit.' },
];

/** /trade-in, /sell-my-car, /sell-your-car and /cars/trade-in?car_id=: the valuation wizard, FAQs and a contact block. */
export default function TradeInPage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const carId = useSearchParams()[0].get('car_id');
  const load = useCarRef(carId);
  return (
    <section className="page page--trade-in">
      <h1>{title}</h1>
      {carId && <CarLoadSummary load={load} missing="We couldn't find that car in our stock, so this valuation is just for your trade-in." />}
      <TradeInWizard {...(load.status === 'ready' ? { car: load.car } : {})} />
      <section className="trade-in-faqs" aria-labelledby="trade-in-faqs-title">
        <h2 id="trade-in-faqs-title">Frequently asked questions</h2>
        {FAQS.map((faq) => (
          <details key={faq.question}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </section>
      <section className="trade-in-contact" aria-labelledby="trade-in-contact-title">
        <h2 id="trade-in-contact-title">Rather talk to us?</h2>
        <p>Leave your details and we'll call you back.</p>
        <LeadForm source="trade-in" />
      </section>
    </section>
  );
}
