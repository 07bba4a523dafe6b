/**
 * Reserve online (/cars/{slug}/checkout or /buy-online) and Online Purchase (/checkout-journey?car_id={slug}):
 * the car, how reserving works ($200 refundable deposit unless the car names another, 48-hour hold) and
 * an enquiry that saves the reservation as a lead. Where the site takes deposits, the sent enquiry is followed by
 * "Pay $200 deposit", which goes to the payment provider's checkout; it returns here with `?reservation=<id>`,
 * where the page says how the hold stands. Without a payment provider the enquiry alone is sent, as it says.
 * Without a car there is nothing to check out: the page only points back to the stock, as the gate lets it
 * through untouched.
 */
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from '@dealer/ui/router';
import type { Car } from '../../../schema/car.ts';
import { formatMoney } from '@dealer/finance/format';
import { reserveExplainer } from '@dealer/site/content';
import { formatDateTime } from '@dealer/site/dates';
import { SITE } from '@site/site.gen';
import { CarLoadSummary } from '../forms/CarSummary';
import { postJson } from '../forms/send';
import { ShortEnquiryForm } from '../forms/ShortEnquiryForm';
import { useRouteTitle } from '../routing';
import { PageFrame } from '../site/PageFrame';
import { eligibleForReservation, reservationDeposit } from '@dealer/site/availability';
import { useCarRef } from '../vehicle/useCar';

const RESERVE = { category: 'Reserve Car', reserve: 'Reserve Online', purchase: 'Online Purchase' } as const;

export const RESERVE_TEXTS = {
  off: "Reserving online with a deposit isn't available right now. Send us your details and we'll be in touch to hold the car for you.",
  testMode: 'Test mode: no money is taken.',
  sent: 'Thanks, your enquiry has been sent. Pay the deposit to hold the car for you.',
  payFailed: "We couldn't start the payment. Please try again.",
  checking: 'Checking your reservation…',
  pending: "We're still confirming your payment. This page updates once it has gone through.",
  refunded: 'This car was reserved by someone else moments before you. Your deposit has been refunded in full.',
  expired: 'The hold on this car has ended.',
  missing: "We couldn't find that reservation.",
} as const;

interface Online {
  online: boolean;
  test_mode: boolean;
}

export interface ReservationAnswer {
  id: string;
  car_id: number;
  amount: number;
  status: 'pending' | 'paid' | 'refunded' | 'expired';
  paid_at: string | null;
  expires_at: string | null;
}

export default function ReservePage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  // Car slugs always carry the year, make and model, so a slug is never mistaken for an id.
  const ref = slug ?? params.get('car_id');
  const purchase = slug === undefined;
  const load = useCarRef(ref);
  const reservation = params.get('reservation');
  return (
    <PageFrame title={useRouteTitle()} className="page--reserve">
      {!ref ? (
        <p className="reserve__no-car">
          Choose the car you want to {purchase ? 'buy online' : 'reserve'} first. <a href={SITE.search.defaultPath}>Browse our stock</a>
        </p>
      ) : (
        <>
          <CarLoadSummary load={load} missing="We couldn't find that car. It may have just been sold." />
          {/* Back from the checkout the car is reserved (by this shopper), so the outcome comes before the eligibility check. */}
          {load.status === 'ready' && (reservation ? <ReservationOutcome id={reservation} /> : <Reserve car={load.car} purchase={purchase} />)}
        </>
      )}
    </PageFrame>
  );
}

async function getJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
  return response?.ok ? ((await response.json()) as T) : null;
}

function Reserve({ car, purchase }: { car: Car; purchase: boolean }) {
  const [online, setOnline] = useState<Online | null>(null);
  const [leadId, setLeadId] = useState<string | null>(null);
  useEffect(() => {
    void getJson<Online>('/api/reservations/online').then(setOnline);
  }, []);
  if (!eligibleForReservation(car))
    return (
      <p className="reserve__unavailable">
        This car can't be reserved online right now. <a href={`/cars/${car.slug}`}>Enquire about it on its page</a>
      </p>
    );
  const deposit = reservationDeposit(car);
  return (
    <>
      <section className="reserve__explainer" aria-labelledby="reserve-how">
        <h2 id="reserve-how">How reserving online works</h2>
        {reserveExplainer(deposit).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      {online && <ReserveNotes online={online} />}
      {leadId ? (
        <DepositStep carId={car.id} leadId={leadId} deposit={deposit} />
      ) : (
        <ShortEnquiryForm
          car={car}
          kind="reservation"
          title={purchase ? 'Buy this car online' : 'Reserve this car'}
          category={RESERVE.category}
          subcategory={purchase ? RESERVE.purchase : RESERVE.reserve}
          submitLabel={purchase ? 'Start My Purchase' : 'Reserve Car Now'}
          {...(online?.online ? { onSent: setLeadId } : {})}
        />
      )}
    </>
  );
}

/** Whether deposits are taken here, and whether for real. */
export function ReserveNotes({ online }: { online: Online }) {
  if (!online.online) return <p className="reserve__off">{RESERVE_TEXTS.off}</p>;
  return online.test_mode ? <p className="reserve__test-mode">{RESERVE_TEXTS.testMode}</p> : null;
}

/** After the enquiry: the deposit, paid at the provider's checkout. */
export function DepositStep({ carId, leadId, deposit }: { carId: number; leadId: string; deposit: number }) {
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setPaying(true);
    setError(null);
    const answer = await postJson('/api/reservations', {
      car_id: carId,
      lead_id: leadId,
      return_path: window.location.pathname + window.location.search,
    }).catch(() => null);
    const body = (answer?.body ?? {}) as { checkout_url?: unknown; error?: unknown };
    if (answer?.status === 200 && typeof body.checkout_url === 'string') return window.location.assign(body.checkout_url);
    setPaying(false);
    setError(typeof body.error === 'string' ? body.error : RESERVE_TEXTS.payFailed);
  };
  return (
    <section className="reserve__deposit" aria-labelledby="reserve-deposit">
      <h2 id="reserve-deposit">Pay your deposit</h2>
      <p role="status">{RESERVE_TEXTS.sent}</p>
      <button type="button" className="button" disabled={paying} onClick={() => void pay()}>
        Pay {formatMoney(deposit)} deposit
      </button>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}

/** How often, and how many times, a pending reservation is asked again while the provider's word is on its way. */
const PENDING_POLL_MS = 2000;
const PENDING_POLLS = 15;

function ReservationOutcome({ id }: { id: string }) {
  const [reservation, setReservation] = useState<ReservationAnswer | null | undefined>(undefined);
  useEffect(() => {
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const answer = await getJson<ReservationAnswer>(`/api/reservations/${encodeURIComponent(id)}`);
      setReservation(answer);
      if (answer?.status === 'pending' && ++polls < PENDING_POLLS) timer = setTimeout(() => void ask(), PENDING_POLL_MS);
    };
    void ask();
    return () => clearTimeout(timer);
  }, [id]);
  return <ReservationView reservation={reservation} />;
}

/** The reservation as the server answered it: undefined while asked, null when there is none. */
export function ReservationView({ reservation }: { reservation: ReservationAnswer | null | undefined }) {
  if (reservation === undefined) return <p role="status">{RESERVE_TEXTS.checking}</p>;
  if (reservation === null) return <p role="alert">{RESERVE_TEXTS.missing}</p>;
  if (reservation.status === 'paid')
    return (
      <section className="reserve__reserved" aria-labelledby="reserve-reserved">
        <h2 id="reserve-reserved">Reserved</h2>
        <p>
          Your {formatMoney(reservation.amount)} deposit is paid and we're holding the car for you until {formatDateTime(reservation.expires_at!)}. We'll be in
          touch to arrange the rest of your purchase.
        </p>
      </section>
    );
  return <p role="status">{RESERVE_TEXTS[reservation.status]}</p>;
}
