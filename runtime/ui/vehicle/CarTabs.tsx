import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Car } from '../../../schema/car.ts';
import {
  LIST_ITEMS_BEFORE_SHOW_ALL,
  RESERVATION_DEPOSIT,
  RESERVATION_HOLD_HOURS,
  SHOW_ALL_TEXT,
  SHOW_LESS_TEXT,
  SHOW_MORE_TEXT,
  USED_CAR_RETURN_DAYS,
  USED_CAR_RETURN_MAX_KM,
} from '@dealer/site/constants';
import { dealerComments } from '@dealer/site/specs';
import { formatMoney } from '@dealer/finance/format';
import { SITE } from '@site/site.gen';
import { carFeatures } from '@dealer/site/car-facts';
import { ToggleList } from './CarSections';
import { reserveOnlineTabShown } from './page-rules';

function Comments({ text }: { text: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  const comments = dealerComments(text);
  if (comments.kind === 'pending') return <p className="dealer-comments dealer-comments--pending">{comments.message}</p>;
  return (
    <div className="dealer-comments">
      <p>{open || !comments.toggle ? comments.full : comments.collapsed}</p>
      {comments.toggle && (
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? SHOW_LESS_TEXT : SHOW_MORE_TEXT}
        </button>
      )}
    </div>
  );
}

function tabsFor(car: Car): { id: string; title: string; body: ReactNode }[] {
  const features = carFeatures(car);
  const deposit = formatMoney(car.payment_processors[0]?.amount ?? RESERVATION_DEPOSIT);
  return [
    { id: 'comments', title: 'Dealer Comments', body: <Comments text={car.dealercomments} /> },
    {
      id: 'included',
      title: "What's Included",
      body: (
        <ul>
          <li>A pre-delivery inspection and detail before you collect it.</li>
          <li>All keys, manuals and service records we hold for this car.</li>
          {car.car_type !== 'used' && <li>The balance of the manufacturer's warranty.</li>}
        </ul>
      ),
    },
    {
      id: 'why',
      title: 'Why Buy From Us?',
      body: SITE.vehicle.usedCarGuarantee ? (
        <>
          <p>48 hour money back guarantee on used cars.</p>
          <p>
            Return or exchange within {USED_CAR_RETURN_DAYS} days of delivery, with no more than {USED_CAR_RETURN_MAX_KM} km driven, at least a quarter tank of
            fuel, all keys and accessories returned and no financial encumbrance.
          </p>
        </>
      ) : (
        <p>{SITE.name} is a licensed dealer: every car is inspected, priced fairly and sold with clear title.</p>
      ),
    },
    ...(reserveOnlineTabShown(car, SITE.vehicle)
      ? [
          {
            id: 'reserve',
            title: 'Reserve Online',
            body: (
              <p>
                Reserve this car online with a {deposit} deposit and we'll hold it for {RESERVATION_HOLD_HOURS} hours. The deposit is 100% refundable.
              </p>
            ),
          },
        ]
      : []),
    {
      id: 'protect',
      title: 'Protect Your Car',
      body: <p>Ask us about extended warranty, paint and interior protection, and insurance options for this car.</p>,
    },
    ...(features.length
      ? [
          {
            id: 'features',
            title: 'Features',
            body: (
              <ToggleList
                items={features}
                limit={LIST_ITEMS_BEFORE_SHOW_ALL}
                more={SHOW_ALL_TEXT}
                render={(f) => <li key={f}>{f}</li>}
                className="feature-list"
              />
            ),
          },
        ]
      : []),
  ];
}

/** The tabs, with arrow-key movement between them; Features only when the car has features. */
export function CarTabs({ car }: { car: Car }) {
  const tabs = tabsFor(car);
  const [active, setActive] = useState(0);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (active + delta + tabs.length) % tabs.length;
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <section className="vehicle-tabs">
      <div role="tablist" aria-label="More about this car" onKeyDown={move}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`${base}-panel-${tab.id}`} aria-labelledby={`${base}-tab-${tab.id}`} hidden={i !== active} tabIndex={0}>
          {tab.body}
        </div>
      ))}
    </section>
  );
}
