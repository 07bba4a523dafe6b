import { useState } from 'react';
import { LeadForm } from '../forms/LeadForm';
import { BudgetFinder } from '../home/blocks';
import { useRouteTitle } from '../routing';
import { PageFrame } from '../site/PageFrame';

/** /budget (pages.budget): the budget finder, and the call-back lead form with its 4-digit postcode rule. */
export default function BudgetPage() {
  const [budget, setBudget] = useState<{ budget: number; deposit: number } | null>(null);
  return (
    <PageFrame title={useRouteTitle()} className="page--budget">
      <BudgetFinder onBudget={setBudget} />
      <section className="budget-contact" aria-labelledby="budget-contact-title">
        <h2 id="budget-contact-title">Talk to us about your budget</h2>
        <p>Leave your details and our team will call you about cars and finance that fit.</p>
        <LeadForm source="budget" parameters={budget ? { budget: String(budget.budget), deposit: String(budget.deposit) } : {}} />
      </section>
    </PageFrame>
  );
}
