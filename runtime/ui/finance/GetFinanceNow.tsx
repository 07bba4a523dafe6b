/// <reference types="vite/client" />
import X from 'lucide/dist/esm/icons/x.mjs';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { SITE } from '@site/site.gen';
import { financeOn } from '../../../schema/features.ts';
import type { FinanceCar } from './car';
import { financeLink } from './finance-link';
import { Icon } from '../site/Icon';

export const GET_FINANCE_NOW_TEXT = 'Get Finance Now';
export const FINANCE_ENQUIRY_TITLE = 'Finance Enquiry';

type EnquiryFormProps = { car?: FinanceCar; modal?: boolean };
type EnquiryFormModule = { FinanceEnquiryForm?: ComponentType<EnquiryFormProps>; default?: ComponentType<EnquiryFormProps> };

/**
 * The forms area's finance enquiry form, when it exists. A glob (resolved at build time) rather than an
 * import, so the finance components build before that form does and pick it up once it lands.
 */
const formModules = import.meta.glob<EnquiryFormModule>('../forms/FinanceEnquiryForm.tsx');
const loadForm = Object.values(formModules)[0];
export const LazyFinanceEnquiryForm = loadForm
  ? lazy(async () => {
      const module = await loadForm();
      const Form = module.FinanceEnquiryForm ?? module.default;
      if (!Form) throw new Error('runtime/ui/forms/FinanceEnquiryForm.tsx exports no FinanceEnquiryForm');
      return { default: Form };
    })
  : null;

/** The finance form on this site, or the finance link the site configures elsewhere. */
export function FinanceLinkButton({ car, children }: { car?: FinanceCar; children: string }) {
  return (
    <a className="button" href={financeLink({ car })}>
      {children}
    </a>
  );
}

/**
 * Get Finance Now: a "Finance Enquiry" modal on sites with `finance.getFinanceNowModal`, else a link to the finance
 * form; nothing on a site with neither a finance page (no provider) nor a finance link elsewhere.
 */
export function GetFinanceNow({ car }: { car?: FinanceCar }) {
  const [open, setOpen] = useState(false);
  if (!SITE.finance.getFinanceNowModal || !LazyFinanceEnquiryForm) {
    return financeOn(SITE) || SITE.finance.defaultLink ? <FinanceLinkButton car={car}>{GET_FINANCE_NOW_TEXT}</FinanceLinkButton> : null;
  }
  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {GET_FINANCE_NOW_TEXT}
      </button>
      {open && (
        <FinanceEnquiryDialog onClose={() => setOpen(false)}>
          <LazyFinanceEnquiryForm car={car} modal />
        </FinanceEnquiryDialog>
      )}
    </>
  );
}

/** A native modal dialog: it traps focus and closes on Escape by itself. */
function FinanceEnquiryDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="finance-dialog" aria-labelledby="finance-dialog-title" onClose={onClose}>
      <header className="finance-dialog__header">
        <h2 id="finance-dialog-title">{FINANCE_ENQUIRY_TITLE}</h2>
        <button type="button" className="link-button" aria-label="Close" onClick={() => dialog.current?.close()}>
          <Icon icon={X} />
        </button>
      </header>
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>{children}</Suspense>
    </dialog>
  );
}
