import type { Car } from '../../../schema/car.ts';
import type { CarButtons } from '@dealer/site/availability';
import { STICKY_CTA_OPEN_SCROLL_PX, STICKY_HEADER_SCROLL_PX } from '@dealer/site/constants';
import { useEffect } from 'react';
import { SITE } from '@site/site.gen';
import { markChatBubbleOpened } from '../layout/chat';
import { PriceDisplay } from '../finance/PriceDisplay';
import { carTitle } from '@dealer/site/car-facts';
import { CtaButtons } from './CtaButtons';
import { stickyCtaShown } from './page-rules';
import { useScrolledPast } from './useScrolledPast';
import type { VehicleDialogKind } from './VehicleDialogs';

interface BarProps {
  car: Car;
  buttons: CarButtons;
  phone: string | null;
  open: (dialog: VehicleDialogKind) => void;
}

/** The car's title, price and buttons pinned to the top once the page is scrolled past 500 px. */
export function StickyHeader({ car, buttons, phone, open }: BarProps) {
  const shown = useScrolledPast(STICKY_HEADER_SCROLL_PX);
  if (!shown) return null;
  return (
    <div className="vehicle-sticky-header" role="region" aria-label="Car summary">
      <strong>{carTitle(car)}</strong>
      <PriceDisplay car={car} variant="card" />
      <CtaButtons car={car} buttons={buttons} phone={phone} open={open} compact />
    </div>
  );
}

/** The mobile call-to-action bar; hidden for configured locations, marked opened past 900 px. */
export function StickyCtaBar({ car, buttons, phone, open }: BarProps) {
  const opened = useScrolledPast(STICKY_CTA_OPEN_SCROLL_PX);
  useEffect(() => {
    if (opened) markChatBubbleOpened();
  }, [opened]);
  if (!stickyCtaShown(car, SITE.vehicle)) return null;
  return (
    <div className={`vehicle-cta-bar${opened ? ' is-opened' : ''}`} data-opened={opened}>
      <CtaButtons car={car} buttons={buttons} phone={phone} open={open} compact />
    </div>
  );
}
