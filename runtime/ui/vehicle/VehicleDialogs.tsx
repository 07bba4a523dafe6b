import { Suspense, type ReactNode } from 'react';
import type { Car } from '../../../schema/car.ts';
import { RESERVATION_DEPOSIT, RESERVATION_HOLD_HOURS } from '@dealer/site/constants';
import { formatMoney } from '@dealer/finance/format';
import { SITE } from '@site/site.gen';
import { FinanceDisclaimer } from '../finance/FinanceDisclaimer';
import { Dialog } from './Dialog';
import { financeDisclaimerText } from './page-rules';
import { EnquiryForm, PhotoRequestForm, TestDriveForm } from './parts';

export type VehicleDialogKind = 'enquiry' | 'test-drive' | 'photo-request' | 'info' | 'finance-disclaimer';

const TITLES: Record<VehicleDialogKind, string> = {
  enquiry: 'Enquire Now',
  'test-drive': 'Book a Test Drive',
  'photo-request': 'Request More Photos',
  info: 'About this price',
  'finance-disclaimer': 'Finance Disclaimer',
};

function FormSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status">Loading the form…</p>}>{children}</Suspense>;
}

/** The car page's dialogs; loaded only when one is first opened. */
export default function VehicleDialogs({ kind, car, onClose }: { kind: VehicleDialogKind; car: Car; onClose: () => void }) {
  return (
    <Dialog title={TITLES[kind]} onClose={onClose}>
      {kind === 'enquiry' && (
        <FormSlot>
          <EnquiryForm car={car} />
        </FormSlot>
      )}
      {kind === 'test-drive' && (
        <FormSlot>
          <TestDriveForm car={car} />
        </FormSlot>
      )}
      {kind === 'photo-request' && (
        <FormSlot>
          <PhotoRequestForm car={car} />
        </FormSlot>
      )}
      {kind === 'finance-disclaimer' && <FinanceDisclaimer text={financeDisclaimerText(car, SITE.finance)} />}
      {kind === 'info' && (
        <div className="vehicle-info">
          <p>
            {car.price_type ? `${car.price_type}: ` : ''}The price shown is the price of this car as listed by {car.location.name}. Please confirm the final
            price with the dealer.
          </p>
          {SITE.vehicle.reservation && (
            <p>
              Reserve it online with a {formatMoney(car.payment_processors[0]?.amount ?? RESERVATION_DEPOSIT)} deposit and we'll hold it for{' '}
              {RESERVATION_HOLD_HOURS} hours. The deposit is 100% refundable.
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
