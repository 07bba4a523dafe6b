/**
 * Dealer comments for sample stock. Real feeds send everything from nothing to long HTML essays,
 * and the detail page must cut at 400 characters, show a pending message when empty and sanitise
 * markup, so the samples cover each of those cases.
 */
import { thousands } from './format.ts';
import type { Random } from './random.ts';

export interface CommentSubject {
  year: number;
  make: string;
  model: string;
  badge: string;
  km: number | null;
  dealer: string;
  carType: 'new' | 'demo' | 'used';
}

/** Cars at these positions carry a script payload, so sanitising has a known case to test. */
export const SCRIPT_COMMENT_INDEXES: readonly number[] = [7, 1507];

const OPENERS = [
  'Just arrived and ready for a new home!',
  'Immaculate condition inside and out.',
  'A fantastic example of one of the most popular vehicles in its class.',
  'Priced to sell and backed by our dealership promise.',
  'Drive away today with confidence.',
];

const SELLING_POINTS = [
  'Full service history with logbooks.',
  'Two keys and owner manuals included.',
  'Fresh safety certificate and roadworthy.',
  'Balance of factory warranty remaining.',
  'Recently serviced with new tyres all round.',
  'Non-smoker and pet-free vehicle.',
  'Finance available on the spot, subject to approval.',
  'Trade-ins welcome: get an instant valuation online.',
  'Nationwide delivery can be arranged to your door.',
  'Every car passes a 150-point inspection before sale.',
];

const CLOSERS = [
  'Call us now to book a test drive before it is gone.',
  'Enquire today: cars like this do not last long.',
  'Visit our showroom seven days a week.',
];

function title(subject: CommentSubject): string {
  return `${subject.year} ${subject.make} ${subject.model} ${subject.badge}`;
}

function kmLine(subject: CommentSubject): string {
  return subject.km == null || subject.carType === 'new' ? 'Brand new, never registered.' : `Only ${thousands(subject.km)} km on the odometer.`;
}

function longText(random: Random, subject: CommentSubject): string {
  const points = random.sample(SELLING_POINTS, 7);
  return [
    `This ${title(subject)} is ${random.pick(OPENERS).toLowerCase()}`,
    kmLine(subject),
    ...points,
    `At ${subject.dealer} we pride ourselves on transparent pricing, genuine advice and a hassle-free buying experience from enquiry to handover.`,
    random.pick(CLOSERS),
  ].join(' ');
}

/** Comments for one car: empty, short, long (over 400 characters) or simple HTML. */
export function dealerComments(random: Random, subject: CommentSubject, index: number): string | null {
  if (SCRIPT_COMMENT_INDEXES.includes(index)) {
    return `<p>${title(subject)} in great condition.</p><script>alert('sample script payload')</script><p>${random.pick(CLOSERS)}</p>`;
  }
  const kind = random.weighted([
    ['empty', 12],
    ['short', 40],
    ['long', 28],
    ['html', 20],
  ] as const);
  switch (kind) {
    case 'empty':
      return random.chance(0.5) ? null : '';
    case 'short':
      return `${random.pick(OPENERS)} ${kmLine(subject)} ${random.pick(SELLING_POINTS)}`;
    case 'long':
      return longText(random, subject);
    case 'html': {
      const points = random
        .sample(SELLING_POINTS, 4)
        .map((point) => `<li>${point}</li>`)
        .join('');
      return `<p><strong>${title(subject)}</strong></p><p>${random.pick(OPENERS)} ${kmLine(subject)}</p><ul>${points}</ul><p><em>${random.pick(CLOSERS)}</em></p>`;
    }
  }
}
