import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DepositStep, RESERVE_TEXTS, ReserveNotes, ReservationView, type ReservationAnswer } from './ReservePage';

// React marks text joins with empty comments; the shopper reads the text without them.
const html = (node: React.ReactNode) =>
  renderToString(node)
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'");

const reservation = (overrides: Partial<ReservationAnswer>): ReservationAnswer => ({
  id: 'a'.repeat(32),
  car_id: 7,
  amount: 200,
  status: 'paid',
  paid_at: '2026-11-27T01:00:00.000Z',
  expires_at: '2026-11-29T01:00:00.000Z',
  ...overrides,
});

describe('the reserve page', () => {
  it('says when reserving online is off, and when the checkout takes no money', () => {
    expect(html(<ReserveNotes online={{ online: false, test_mode: false }} />)).toContain(RESERVE_TEXTS.off);
    expect(html(<ReserveNotes online={{ online: true, test_mode: true }} />)).toContain('Test mode: no money is taken.');
    expect(html(<ReserveNotes online={{ online: true, test_mode: false }} />)).toBe('');
  });

  it('offers the deposit once the enquiry is sent', () => {
    const step = html(<DepositStep carId={7} leadId={'b'.repeat(32)} deposit={500} />);
    expect(step).toContain(RESERVE_TEXTS.sent);
    expect(step).toMatch(/<button type="button" class="button">Pay \$500 deposit<\/button>/);
  });

  it('shows a paid reservation as Reserved until its hold ends, in the site’s time', () => {
    const paid = html(<ReservationView reservation={reservation({})} />);
    expect(paid).toContain('<h2 id="reserve-reserved">Reserved</h2>');
    // 01:00 UTC is 11 am in Brisbane, the sites' zone.
    expect(paid).toContain("Your $200 deposit is paid and we're holding the car for you until 29/11/2026 at 11:00 am.");
  });

  it('says how any other reservation stands', () => {
    expect(html(<ReservationView reservation={undefined} />)).toContain(RESERVE_TEXTS.checking);
    expect(html(<ReservationView reservation={null} />)).toContain('role="alert"');
    expect(html(<ReservationView reservation={reservation({ status: 'pending' })} />)).toContain('still confirming your payment');
    expect(html(<ReservationView reservation={reservation({ status: 'refunded' })} />)).toContain('refunded in full');
    expect(html(<ReservationView reservation={reservation({ status: 'expired' })} />)).toContain('The hold on this car has ended.');
  });
});
