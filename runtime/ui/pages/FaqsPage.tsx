import { budgetDisclaimer, reserveExplainer, tradeInFaq, usedCarGuarantees, type Faq } from '@dealer/site/content';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { PageFrame } from '../site/PageFrame';

/** The FAQs the site's switches call for: trade-in, reserving online, used-car guarantees and the budget finder. */
function siteFaqs(): { title: string; faqs: Faq[] }[] {
  return [
    SITE.forms.tradeIn && { title: 'Trading in your car', faqs: tradeInFaq() },
    SITE.vehicle.reservation && { title: 'Reserving online', faqs: [{ question: 'How does reserving online work?', answer: reserveExplainer().join(' ') }] },
    SITE.vehicle.usedCarGuarantee && {
      title: 'Used car guarantees',
      faqs: usedCarGuarantees().map((g) => ({ question: `What is the ${g.title}?`, answer: [g.summary, ...g.conditions].join(' ') })),
    },
    SITE.home.budgetFinder && { title: 'Budget finder', faqs: [{ question: 'How is my budget worked out?', answer: budgetDisclaimer() }] },
  ].filter((section): section is { title: string; faqs: Faq[] } => Boolean(section));
}

export default function FaqsPage() {
  return (
    <PageFrame title={useRouteTitle()} className="page--faqs">
      {siteFaqs().map((section) => (
        <section key={section.title} className="faq-section">
          <h2>{section.title}</h2>
          {section.faqs.map((faq) => (
            <details key={faq.question} className="faq">
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      ))}
    </PageFrame>
  );
}
