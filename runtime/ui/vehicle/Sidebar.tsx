import type { Car } from '../../../schema/car.ts';
import type { CarButtons } from '@dealer/site/availability';
import { FEATURE_FINANCE_BOX } from '@site/site.gen';
import { BelowMarketBadge, FinanceBox, WeeklyRepaymentLink } from '../finance/CarFinance';
import { GetFinanceNow } from '../finance/GetFinanceNow';
import { PriceDisplay } from '../finance/PriceDisplay';
import { CarBadges } from './CarBadges';
import { carSubtitle, carTitle, sidebarIcons } from '@dealer/site/car-facts';
import { CtaButtons } from './CtaButtons';
import type { VehicleDialogKind } from './VehicleDialogs';
import { SpecIcon } from '../search/icons';

// The card's icons for the same three facts (sidebarIcons' labels); each is decorative beside its text.
const ICONS: Partial<Record<string, 'km' | 'transmission' | 'body'>> = { Kms: 'km', Transmission: 'transmission', Body: 'body' };

export interface SidebarProps {
  car: Car;
  buttons: CarButtons;
  phone: string | null;
  open: (dialog: VehicleDialogKind) => void;
  /** Desktop sits beside the photos; mobile sits under them (CSS shows one). */
  variant: 'desktop' | 'mobile';
}

/** Title, subtitle, price and was-price, below-market badge, finance box, buttons and the three icons. */
export function Sidebar({ car, buttons, phone, open, variant }: SidebarProps) {
  return (
    <aside className={`vehicle-sidebar vehicle-sidebar--${variant}`} aria-label={variant === 'desktop' ? 'Car summary' : 'Car summary (mobile)'}>
      {/* Both variants carry the h1: CSS shows one, and a hidden one is out of the accessibility tree. */}
      <h1 className="vehicle-sidebar__title">{carTitle(car)}</h1>
      {carSubtitle(car) && <p className="vehicle-sidebar__subtitle">{carSubtitle(car)}</p>}
      <CarBadges car={car} />
      <div className="vehicle-sidebar__price">
        <PriceDisplay car={car} variant="detail" />
        <button type="button" className="vehicle-sidebar__info" aria-label="About this price" aria-haspopup="dialog" onClick={() => open('info')}>
          i
        </button>
      </div>
      <BelowMarketBadge car={car} />
      {FEATURE_FINANCE_BOX && <FinanceBox car={car} />}
      <WeeklyRepaymentLink car={car} />
      <CtaButtons car={car} buttons={buttons} phone={phone} open={open} />
      {buttons.findSimilar ? null : <GetFinanceNow car={car} />}
      <ul className="vehicle-sidebar__icons">
        {sidebarIcons(car).map(({ label, value }) => {
          const kind = ICONS[label];
          return (
            <li key={label}>
              {kind && <SpecIcon kind={kind} />}
              <span className="visually-hidden">{label}: </span>
              {value}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
