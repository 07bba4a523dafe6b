import type { Car } from '../../../schema/car.ts';
import type { CarButtons } from '@dealer/site/availability';
import { EVENTS, FIND_SIMILAR_LABEL } from '@dealer/site/constants';
import { formatPhone, telHref } from '@dealer/site/phones';
import { carTitle } from '@dealer/site/car-facts';
import { FEATURE_CHAT_ASSISTANT, FEATURE_COMPARE, FEATURE_RESERVE_ONLINE, FEATURE_TRADE_IN, SITE } from '@site/site.gen';
import { track } from '../analytics';
import { CompareToggle } from '../compare/CompareToggle';
import { openChat } from '../layout/chat';
import { ctaButtons, phoneClickLabel } from './page-rules';
import type { VehicleDialogKind } from './VehicleDialogs';

export interface CtaButtonsProps {
  car: Car;
  buttons: CarButtons;
  phone: string | null;
  open: (dialog: VehicleDialogKind) => void;
  /** The sticky bar shows only the call-to-action row, not test drive or trade-in. */
  compact?: boolean;
}

/**
 * Reserve Car Now, Enquire Now or Instant Message, and Call Now, with test drive, trade-in and compare; an
 * unavailable car shows SOLD and Find Me Something Similar instead.
 */
export function CtaButtons({ car, buttons, phone, open, compact = false }: CtaButtonsProps) {
  if (buttons.findSimilar)
    return (
      <div className="cta-buttons cta-buttons--sold">
        <p className="cta-buttons__sold">{buttons.soldMessage}</p>
        <a className="button" href="#find-similar">
          {FIND_SIMILAR_LABEL}
        </a>
      </div>
    );
  return (
    <div className="cta-buttons">
      {ctaButtons(buttons, SITE.vehicle, phone).map((cta) => {
        switch (cta.action) {
          case 'reserve':
            return (
              FEATURE_RESERVE_ONLINE && (
                <a
                  key={cta.action}
                  className="button cta-buttons__reserve"
                  data-action="reserve"
                  data-feature="reserve-online"
                  href={`/cars/${car.slug}/${SITE.vehicle.reserveRoute}`}
                >
                  {cta.label}
                </a>
              )
            );
          case 'openAutobot':
            return (
              <button
                key={cta.action}
                type="button"
                className="button"
                data-action="openAutobot"
                onClick={() => (FEATURE_CHAT_ASSISTANT ? openChat() : open('enquiry'))}
              >
                {cta.label}
              </button>
            );
          case 'enquire':
            return (
              <button key={cta.action} type="button" className="button" data-action="enquire" aria-haspopup="dialog" onClick={() => open('enquiry')}>
                {cta.label}
              </button>
            );
          case 'callUsNow':
            return (
              <a
                key={cta.action}
                className="button button--secondary"
                data-action="callUsNow"
                href={telHref(phone ?? '')}
                onClick={() => track(EVENTS.phoneClick, { label: phoneClickLabel(window.location.pathname, car.car_type), carId: car.id })}
              >
                {cta.label} <span className="cta-buttons__phone">{formatPhone(phone ?? '')}</span>
              </a>
            );
        }
      })}
      {!compact && buttons.testDrive && (
        <button type="button" className="button button--secondary" data-action="testDrive" aria-haspopup="dialog" onClick={() => open('test-drive')}>
          Book a Test Drive
        </button>
      )}
      {!compact && FEATURE_TRADE_IN && buttons.tradeIn && (
        <a className="button button--secondary" data-feature="trade-in" href={`/cars/trade-in?car_id=${car.id}`}>
          Value My Trade-In
        </a>
      )}
      {!compact && FEATURE_COMPARE && <CompareToggle carId={car.id} name={carTitle(car)} />}
    </div>
  );
}
