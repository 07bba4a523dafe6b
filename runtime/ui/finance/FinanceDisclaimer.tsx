import { useState } from 'react';
import { DISCLAIMER_STARTS_EXPANDED, disclaimerView } from '@dealer/finance/comparison';

/** The finance disclaimer at #financeDisclaimer: in full at first, Show More/Show Less at 197 characters. */
export function FinanceDisclaimer({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(DISCLAIMER_STARTS_EXPANDED);
  if (!text) return null;
  const view = disclaimerView(text, expanded);
  return (
    <div id="financeDisclaimer" className="finance-disclaimer">
      <p>{view.text}</p>
      {view.toggle && (
        <button type="button" className="link-button" aria-expanded={expanded} aria-controls="financeDisclaimer" onClick={() => setExpanded(!expanded)}>
          {view.toggle}
        </button>
      )}
    </div>
  );
}
