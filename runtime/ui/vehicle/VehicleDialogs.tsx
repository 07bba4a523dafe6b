import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { Car } from '../../../schema/car.ts';
import { RESERVATION_DEPOSIT, RESERVATION_HOLD_HOURS } from '@dealer/site/constants';
import { formatPhone, telHref } from '@dealer/site/phones';
import { formatMoney } from '@dealer/finance/format';
import { SITE } from '@site/site.gen';
import { FinanceDisclaimer } from '../finance/FinanceDisclaimer';
import { carName } from './car-facts';
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

function FormOrCall({ Form, car }: { Form: LazyExoticComponent<ComponentType<{ car?: Car }>> | null; car: Car }) {
  if (!Form)
    return (
      <p>
        Call us on <a href={telHref(SITE.phones.main)}>{formatPhone(SITE.phones.main)}</a> about the {carName(car)}.
      </p>
    );
  return (
    <Suspense fallback={<p role="status">Loading the form…</p>}>
      <Form car={car} />
    </Suspense>
  );
}

/** The car page's dialogs; loaded only when one is first opened. */
export default function VehicleDialogs({ kind, car, onClose }: { kind: VehicleDialogKind; car: Car; onClose: () => void }) {
  return (
    <Dialog title={TITLES[kind]} onClose={onClose}>
      {kind === 'enquiry' && <FormOrCall Form={EnquiryForm} car={car} />}
      {kind === 'test-drive' && <FormOrCall Form={TestDriveForm} car={car} />}
      {kind === 'photo-request' && <FormOrCall Form={PhotoRequestForm} car={car} />}
      {kind === 'finance-disclaimer' && <FinanceDisclaimer text={financeDisclaimerText(car, SITE.finance)} />}
      {kind === 'info' && (
        <div className="vehicle-info">
          <p>
            {car.price_type ? `${car.price_type}: ` : ''}The price shown is the price of this car as listed by {car.location.name}. Please confirm the final price with the
            dealer.
          </p>
          {SITE.vehicle.reservation && (
            <p>
              Reserve it online with a {formatMoney(car.payment_processors[0]?.amount ?? RESERVATION_DEPOSIT)} deposit and we'll hold it for {RESERVATION_HOLD_HOURS} hours. The
              deposit is 100% refundable.
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
