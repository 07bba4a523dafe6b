/** The exact texts of the forms' error catalogues and labels (site-pages spec §5, §8; vehicle spec §8). */
import { formatCount } from '../site/numbers.ts';
export const FORM_TEXTS = {
  fixErrors: 'Please fix the following errors:',
  submitFailed: 'An error occurred when submitting this form',
  // Spelled as the spec spells it: shoppers and tests see this exact string.
  unexpected: 'An unexpected error occured',
  invalidPostcode: 'Invalid postcode',
  postcodeFormat: 'Invalid postcode. Please enter a 4-digit number.',
  terms: '* You must agree to the terms of use before submitting the form.',
  regoPlaceholder: 'Rego - Helps us better assist your enquiry',
  selectOption: 'Please Select An Option...',
  offerAccepted: '3. Offer Accepted',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  invalidNumber: 'Please enter a whole number',
  comments: 'Comments',
  invalidAmount: 'Please enter an amount in dollars, like 250.00',
  amountAboveZero: 'Please enter an amount above $0',
  amountAtMost: (max: number) => `Please enter an amount of no more than $${formatCount(max)}`,
  emailOrPhone: 'Please enter an email or a phone number',
  bookingInvalid: 'Please choose a date and a time',
  bookingPast: 'Please choose a date and time in the future',
  bookingClosed: (location: string, date: string) => `${location} is closed on ${date}. Please choose another day.`,
  bookingOutsideHours: (location: string, hours: string, date: string) => `${location} is open ${hours} on ${date}. Please choose a time within those hours.`,
} as const;

export const required = (label: string): string => `${label} is required`;

/** Careers enquiries are filed as general enquiries with this subcategory (site-pages spec §4). */
export const DEFAULT_CATEGORY = 'General Enquiry';
export const CAREERS = { category: 'Careers Enquiry', asCategory: DEFAULT_CATEGORY, subcategory: 'Career Enquiry' } as const;

export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;
export const YES_NO = ['Yes', 'No'] as const;
