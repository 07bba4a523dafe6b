/**
 * The demo's sample content: offers, reviews, blog cards and page copy made up from the tenant itself (its
 * makes, models, locations and name), the same every time for the same tenant, so demo sites have realistic
 * content offline. Only in the demo (`start`, `dev`) or under `serve --sample-content`; every answer made up
 * here says `sample: true`, and the page labels it. The tenant's own content wins wherever it has some.
 */
import { titleFromSlug } from '../../schema/page-titles.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { CAR_MAKES } from '../sample/catalogue.ts';
import type { BlogCard, ContentOffer, ContentPageCopy, ContentReview, ReviewsAnswer } from '../../runtime/site/content-api.ts';
import { REVIEWS_SAMPLE_AGGREGATE } from '../../runtime/site/constants.ts';
import { formatDate } from '../../runtime/site/dates.ts';
import { slugify } from '../../runtime/site/slug.ts';
import { derivedLook } from '../media/routes.ts';
import type { ContentProvider } from './configured.ts';
import { descriptionText, sanitizeDescription } from './sanitize.ts';

/** A small deterministic generator (mulberry32) seeded from the tenant slug. */
function random(seedText: string): () => number {
  let seed = [...seedText].reduce((hash, ch) => (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0, 7);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface SampleModel {
  make: string;
  name: string;
  slug: string;
  price: number;
}

function tenantModels(t: Tenant): SampleModel[] {
  const makeSlugs = t.manufacturer ? [t.manufacturer.slug] : [...new Set(t.locations.flatMap((l) => l.manufacturers))];
  const makes = CAR_MAKES.filter((m) => makeSlugs.includes(m.slug));
  const chosen = makes.length > 0 ? makes : CAR_MAKES.slice(0, 3);
  return chosen.flatMap((make) => {
    const configured = t.manufacturer?.slug === make.slug ? t.navigation.models : [];
    return make.models.slice(0, t.manufacturer ? 6 : 2).map((model) => ({
      make: make.make,
      name: model.model,
      slug: configured.find((c) => c.name === model.model)?.slug ?? slugify(model.model),
      price: model.price,
    }));
  });
}

// Far above the sample stock's ids (SAMPLE_FIRST_ID upward): the media route draws a stock car's own look for its
// id, so an offer photo inside that range showed another car (a Hilux offer with an MG ZS).
const OFFER_PHOTO_FIRST_ID = 1_000_000_000;

/** A photo id that draws this model from the id alone. */
export function photoIdFor(model: Pick<SampleModel, 'make' | 'name'>): number {
  for (let id = OFFER_PHOTO_FIRST_ID; id < OFFER_PHOTO_FIRST_ID + 10_000; id++) {
    const look = derivedLook(id);
    if (look.make === model.make && look.model === model.name) return id;
  }
  return OFFER_PHOTO_FIRST_ID;
}

const LONG_DESCRIPTION = (model: SampleModel) =>
  `<p>Drive away a new <strong>${model.make} ${model.name}</strong> from $${Math.round(model.price * 1.08).toLocaleString('en-AU')} with on-road costs included.</p>` +
  `<ul><li>Complimentary first service</li><li>Tinted windows and floor mats</li><li>Full tank of fuel on delivery</li></ul>` +
  `<p>Offer available on vehicles ordered and delivered by the end of the month while stocks last. Talk to our team about trade-ins and finance.</p>` +
  // Dealer back offices send HTML; this is what the sanitiser is for.
  `<script>document.cookie</script><p onclick="alert(1)">See in store for details.</p>`;

const LONG_DISCLAIMER =
  'Offer valid for private and ABN buyers on new vehicles purchased and delivered between the start and the end of the offer period, while stocks last. ' +
  'Not available with other offers. Excludes fleet, government and rental buyers. Images are for illustration only; colours and features may vary from those shown. See dealer for full terms.';

function sampleOffers(t: Tenant): ContentOffer[] {
  const models = tenantModels(t).slice(0, 6);
  return models.map((model, index) => {
    const html = index % 2 === 0 ? LONG_DESCRIPTION(model) : `<p>Save on the ${model.name} this month.</p>`;
    return {
      id: 1000 + t.id * 10 + index,
      name: index === 1 ? `${model.name} finance from 4.99% p.a.` : `${model.make} ${model.name} drive away deal`,
      category: index === 1 ? 'Finance' : 'Drive Away',
      sanitized_description: sanitizeDescription(html),
      description_text: descriptionText(html),
      disclaimer: index % 2 === 0 ? LONG_DISCLAIMER : 'Conditions apply.',
      image_url: `/media/car/${photoIdFor(model)}/1.svg`,
      manufacturer: model.make,
      model: { name: model.name, slug: model.slug },
      // The last sample offer excludes this site, so the exclusion rule is visible in demos.
      excluded_website_ids: index === models.length - 1 && index > 0 ? [t.id] : [],
    };
  });
}

const REVIEW_TEXTS = [
  'Fantastic service from start to finish. The team made buying our new car easy and stress free.',
  'Friendly sales staff, no pressure, and the car was ready on time. Would recommend.',
  'Great experience with the service department, they kept me updated all day.',
  'Helpful and honest. They found exactly the car we were after within our budget.',
  'Quick trade-in valuation and a fair price. Very happy with our purchase.',
  'Smooth finance approval and a thorough handover of the car.',
];
const NAMES = ['Sarah M.', 'James T.', 'Priya K.', 'Liam O.', 'Mei W.', 'Tom B.', 'Olivia R.', 'Noah P.', 'Ava L.', 'Jack H.', 'Chloe S.', 'Ethan D.'];

function sampleReviews(t: Tenant, now: Date): ContentReview[] {
  const rand = random(`${t.slug}:reviews`);
  const day = 86_400_000;
  const reviews: ContentReview[] = NAMES.map((name, index) => {
    const daysAgo = index * 9 + Math.floor(rand() * 5);
    const date = new Date(now.getTime() - daysAgo * day);
    return {
      id: t.id * 100 + index,
      customer_name: name,
      text: REVIEW_TEXTS[index % REVIEW_TEXTS.length] ?? null,
      rating: index % 5 === 3 ? 4 : 5,
      review_date: formatDate(date, t.timeZone),
      review_date_in_words: daysAgo < 1 ? 'today' : `${daysAgo} days ago`,
      reply_text: index === 0 ? `Thanks ${name.split(' ')[0]}, enjoy the new car!` : null,
      location_id: t.locations[index % t.locations.length]?.id ?? null,
    };
  });
  // The reviews every site's rules drop: a low rating, a translated one, one without text, a hidden reviewer.
  const extra = (id: number, review: Partial<ContentReview>): ContentReview => ({
    id: t.id * 100 + id,
    customer_name: 'Alex C.',
    text: 'Good.',
    rating: 5,
    review_date: formatDate(new Date(now.getTime() - id * day), t.timeZone),
    review_date_in_words: `${id} days ago`,
    reply_text: null,
    location_id: null,
    ...review,
  });
  // A review from a hidden reviewer only where the site hides one: a made-up name would otherwise be shown.
  const hiddenName = t.reviews.hiddenReviewerNames[0];
  return [
    extra(50, { rating: 2, text: 'Waited a long time for the paperwork.' }),
    extra(51, { text: 'Excelente servicio (Translated by Google)' }),
    extra(52, { text: null }),
    ...(hiddenName ? [extra(53, { customer_name: hiddenName, text: 'Testing the review feed.' })] : []),
    ...reviews,
  ];
}

/** Sample reviews under the site's own aggregate where it has one, else the spec's sample block (396 reviews, 4.5). */
function sampleReviewsAnswer(t: Tenant, now: Date, locationId: number | undefined, own: ReviewsAnswer['aggregate']): ReviewsAnswer {
  const all = sampleReviews(t, now);
  const reviews = locationId === undefined ? all : all.filter((r) => r.location_id === locationId || r.location_id === null);
  const aggregate = own ?? { count: REVIEWS_SAMPLE_AGGREGATE.count, average_rating: REVIEWS_SAMPLE_AGGREGATE.averageRating.toFixed(1) };
  return { sample: true, aggregate, reviews };
}

const BLOG_CATEGORIES = ['buyer-advice', 'motoring-tips', 'servicing-insights', '4x4xmore-adventures'] as const;
const BLOG_HEADINGS = [
  'How to choose between new, demo and used',
  'Five checks before a long road trip',
  'What happens at a logbook service',
  'Weekend 4x4 tracks within two hours of the city',
  'Getting the best price for your trade-in',
  'EV charging at home: what you need to know',
];

/** Sample cards lead to the site's own blog page: there are no articles behind them. */
function sampleBlog(t: Tenant, now: Date): BlogCard[] {
  return BLOG_HEADINGS.map((heading, index) => {
    const category = BLOG_CATEGORIES[index % BLOG_CATEGORIES.length] ?? 'buyer-advice';
    return {
      href: '/blog',
      heading,
      image: `/media/car/${950 + index}/${(index % 3) + 1}.svg`,
      date: formatDate(new Date(now.getTime() - (index * 11 + 3) * 86_400_000), t.timeZone),
      category,
    };
  });
}

const titleOf = titleFromSlug;

/** Sample copy for the service and parts pages, so each reads like the dealer's own. */
function departmentCopy(t: Tenant, make: string): Record<string, string[]> {
  const service = [
    `Book your next service with ${t.name}. Our factory-trained technicians service ${make} to the manufacturer's logbook schedule, so your warranty stays intact.`,
    'Tell us when suits you and what your car needs; we will confirm your booking and let you know the price before we start.',
  ];
  const parts = [
    `Genuine parts and accessories for ${make}, fitted by our team or ready to collect from the ${t.name} parts counter.`,
    'Send us your rego or VIN with the part you need and our parts team will come back to you with the price and availability.',
  ];
  return {
    service,
    'book-a-service': service,
    'vehicle-parts-and-accessories': parts,
    'parts-accessories': parts,
    'parts-search': [
      `Looking for a part? Tell us your car and the part you need, and the ${t.name} parts team will find it for you.`,
      'We source genuine parts and quality accessories, and let you know the price and when it will arrive.',
    ],
    'prepaid-maintenance-plan': [
      `Lock in today's prices for your car's scheduled services with a ${t.name} prepaid maintenance plan.`,
      'Pay up front or include the plan in your finance, and every covered logbook service is already paid for when you come in.',
    ],
    'roadside-assistance': [
      `Roadside assistance from ${t.name} is there for flat batteries, flat tyres, lost keys and breakdowns, around the clock.`,
      'Ask our service team how your car is covered and how to extend your cover at your next service.',
    ],
  };
}

function samplePage(t: Tenant, slug: string): ContentPageCopy {
  const make = t.manufacturer?.name ?? 'every make we sell';
  const copy: Record<string, string[]> = {
    'about-us': [
      `${t.name} has been helping ${t.locations[0]?.address.city ?? 'local'} drivers into the right car for years.`,
      `Our team sells and services ${make}, with new, demo and used stock across ${t.locations.length} location${t.locations.length === 1 ? '' : 's'}.`,
    ],
    fleet: [
      `${t.name} looks after fleets of every size: one ute for a tradie or a hundred cars for a business.`,
      'Talk to our fleet team about volume pricing, servicing schedules and trade-ins of your current fleet.',
    ],
    'terms-and-conditions': [
      `These terms apply to your use of the ${t.name} website.`,
      'Prices, offers and specifications are subject to change without notice. Pictures may show options at extra cost.',
      'Online estimates and calculators are indicative only and are not offers of credit.',
    ],
    ...departmentCopy(t, make),
    'spin-to-win': [
      `Spin to win with ${t.name}: enter below for your chance to win one of this month's prizes.`,
      'One entry per person. Winners are drawn at random at the end of the month and contacted by phone.',
    ],
    'online-payment': [
      `Pay a deposit, a service invoice or a parts order with ${t.name} online.`,
      'Enter your invoice or reference number and the amount. Our team checks it against your invoice and sends you a secure payment link; we never ask for card details on this page.',
    ],
  };
  return {
    sample: true,
    slug,
    title: titleOf(slug),
    paragraphs: copy[slug] ?? [`${titleOf(slug)} at ${t.name}.`, 'Ask our team for the details that apply to you.'],
  };
}

/** The tenant's own content where it has some (`own`), the sample otherwise. */
export function sampleContent(own: ContentProvider): ContentProvider {
  return {
    offers: async (t) => {
      const answer = await own.offers(t);
      return answer.offers.length > 0 ? answer : { sample: true, offers: sampleOffers(t) };
    },
    reviews: async (t, now, locationId) => {
      const answer = await own.reviews(t, now, locationId);
      return answer.reviews.length > 0 ? answer : sampleReviewsAnswer(t, now, locationId, answer.aggregate);
    },
    blog: async (t, now) => {
      const answer = await own.blog(t, now);
      return answer.cards.length > 0 ? answer : { sample: true, cards: sampleBlog(t, now) };
    },
    page: async (t, slug) => {
      const answer = await own.page(t, slug);
      return answer.paragraphs.length > 0 ? answer : samplePage(t, slug);
    },
  };
}
