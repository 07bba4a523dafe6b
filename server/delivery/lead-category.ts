/**
 * The department a lead is for, which delivery targets pick leads by. The lead's kind decides where it names one
 * (a valuation is trade-in whatever its form calls it); otherwise its category and subcategory, as the site's forms
 * file them ("Service Enquiry", "Parts Enquiry", "General Enquiry / Career Enquiry"); anything else is sales.
 */
import type { LeadDeliveryCategory, LeadKind } from '../../schema/lists.ts';

const BY_KIND: Partial<Record<LeadKind, LeadDeliveryCategory>> = {
  careers: 'careers',
  'trade-in-valuation': 'trade-in',
  'rego-lookup': 'trade-in',
  'offer-acceptance': 'trade-in',
  'finance-enquiry': 'finance',
  // Instant Message is the sales team's, asked from a car or the launcher on any page.
  'chat-message': 'sales',
};

const BY_WORDS: [RegExp, LeadDeliveryCategory][] = [
  [/\bcareers?\b/i, 'careers'],
  [/\btrade[- ]?in\b/i, 'trade-in'],
  [/\bfinanc/i, 'finance'],
  [/\bservic/i, 'service'],
  [/\bparts?\b/i, 'parts'],
];

export function leadDeliveryCategory(kind: LeadKind, category: string, subcategory: string | null): LeadDeliveryCategory {
  const byKind = BY_KIND[kind];
  if (byKind) return byKind;
  // The subcategory is the more precise of the two: a careers enquiry is filed as General Enquiry / Career Enquiry.
  for (const text of [subcategory ?? '', category]) for (const [words, department] of BY_WORDS) if (words.test(text)) return department;
  return 'sales';
}
