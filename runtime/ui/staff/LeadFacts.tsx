/** Everything a lead carried, as the shopper sent it: who, the car, what they asked, and where they came from. */
import type { ReactNode } from 'react';
import { formatMoney } from '@dealer/finance/format';
import type { LeadDetail } from '@dealer/site/staff-api';
import { formatPhone, telHref } from '@dealer/site/phones';
import { formatCount } from '@dealer/site/numbers';

type Row = [label: string, value: ReactNode];

/** Rows whose value is there, as a description list; nothing at all when none is. */
export function Facts({ rows }: { rows: Row[] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="staff-facts">
      {shown.map(([label, value]) => (
        <div key={label} className="staff-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const money = (amount: number | null) => (amount === null ? null : formatMoney(amount));

export function ContactFacts({ lead }: { lead: LeadDetail }) {
  const { contact } = lead.message;
  return (
    <section className="staff-card" aria-labelledby="lead-contact">
      <h2 id="lead-contact">Contact</h2>
      <Facts
        rows={[
          ['Name', contact.name],
          ['E-mail', contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>],
          ['Phone', contact.phone && <a href={telHref(contact.phone)}>{formatPhone(contact.phone)}</a>],
          ['Postcode', contact.postcode],
          ['Prefers contact by', contact.preferredContact],
          ['Location', lead.message.location?.name ?? lead.location?.name],
        ]}
      />
    </section>
  );
}

export function CarFacts({ lead }: { lead: LeadDetail }) {
  const car = lead.message.car;
  if (!car) return null;
  return (
    <section className="staff-card staff-car" aria-labelledby="lead-car">
      <h2 id="lead-car">Car</h2>
      {lead.carPhoto && <img className="staff-car__photo" src={lead.carPhoto} alt={car.name} width={320} height={240} />}
      <p className="staff-car__name">{car.url ? <a href={car.url}>{car.name}</a> : car.name}</p>
      <Facts
        rows={[
          ['Stock no.', car.stockNumber],
          ['VIN', car.vin],
          ['Condition', car.condition],
          ['Price', money(car.price)],
        ]}
      />
    </section>
  );
}

export function RequestFacts({ lead }: { lead: LeadDetail }) {
  const { message, requestedAt, offerId, budget, deposit, tradeIn } = lead.message;
  return (
    <section className="staff-card" aria-labelledby="lead-request">
      <h2 id="lead-request">What they asked</h2>
      <Facts
        rows={[
          ['Category', [lead.message.category, lead.message.subcategory].filter(Boolean).join(' · ')],
          ['Message', message && <span className="staff-message">{message}</span>],
          ['Test drive or booking time', requestedAt],
          ['Offer', offerId && <a href={`/offers/${encodeURIComponent(offerId)}`}>{offerId}</a>],
          ['Budget', money(budget)],
          ['Deposit', money(deposit)],
        ]}
      />
      {tradeIn && (
        <>
          <h3>Trade-in</h3>
          <Facts
            rows={[
              ['Vehicle', tradeIn.vehicle],
              ['Rego', `${tradeIn.rego} (${tradeIn.state.toUpperCase()})`],
              ['Kilometres', tradeIn.kms === null ? null : `${formatCount(tradeIn.kms)} km`],
              ['Online offer', money(tradeIn.offerPrice)],
            ]}
          />
        </>
      )}
    </section>
  );
}

export function SourceFacts({ lead }: { lead: LeadDetail }) {
  const { pageUrl, utm, visitedPages, otherFields } = lead.message;
  const utmRows = Object.entries(utm);
  const otherRows = Object.entries(otherFields);
  return (
    <section className="staff-card" aria-labelledby="lead-source">
      <h2 id="lead-source">Where it came from</h2>
      <Facts rows={[['Sent from', pageUrl && <a href={pageUrl}>{pageUrl}</a>]]} />
      {utmRows.length > 0 && (
        <table className="staff-table staff-table--compact">
          <caption>Campaign (UTM and other parameters)</caption>
          <thead>
            <tr>
              <th scope="col">Parameter</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {utmRows.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {visitedPages.length > 0 && (
        <>
          <h3>Pages seen before, oldest first</h3>
          <ol className="staff-visited">
            {visitedPages.map((page, i) => (
              <li key={`${i}-${page}`}>{page}</li>
            ))}
          </ol>
        </>
      )}
      {otherRows.length > 0 && (
        <>
          <h3>Other fields</h3>
          <Facts rows={otherRows} />
        </>
      )}
    </section>
  );
}
