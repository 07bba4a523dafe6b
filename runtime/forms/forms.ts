/**
 * The fields of each form, from the tenant's form options and the car. Steps are lists of fields; a
 * single-step form is one step. Components render these and validate each step before moving on.
 */
import type { Location, Tenant } from '../site/tenant.ts';
import type { BookingRule } from './booking.ts';
import { contactFields } from './contact.ts';
import { options, type FieldOption, type FieldSpec } from './fields.ts';
import { FORM_TEXTS, PREFERRED_CONTACT_METHODS, YES_NO } from './messages.ts';
import { AU_STATES } from '../../schema/lists.ts';
import { KM_FIELD_SUFFIX } from '../site/constants.ts';

export interface FormStep {
  title: string;
  fields: FieldSpec[];
}

export type FormOptions = Pick<
  Tenant['forms'],
  'messageRequired' | 'hideOptIn' | 'requireTerms' | 'showRego' | 'showTradeInQuestion' | 'categories' | 'additionalServices'
>;

export interface FormContext {
  forms: FormOptions;
  /** The location picker's choices for this form: a select shows when there is more than one. */
  locations: readonly Pick<Location, 'id' | 'name'>[];
  /** Dealerships of a group site; a preferred-dealership select shows when there is more than one. */
  dealerships?: readonly { slug: string; name: string }[];
  /** A form about one car has no category select: the car decides the enquiry. */
  hasCar: boolean;
  /** The test drive's booking rule: the site's zone and the hours of the locations it can be at. */
  booking?: BookingRule;
}

const locationOptions = (locations: FormContext['locations']): FieldOption[] => locations.map((l) => ({ value: String(l.id), label: l.name }));

function locationField(context: FormContext, required: boolean): FieldSpec[] {
  if (context.locations.length < 2) return [];
  return [
    { name: 'location_id', label: 'Location', kind: 'select', required, options: locationOptions(context.locations), placeholder: FORM_TEXTS.selectOption },
  ];
}

function optInAndTerms(forms: FormOptions): FieldSpec[] {
  return [
    ...(forms.hideOptIn ? [] : [{ name: 'opt_in', label: 'Keep me up to date with news and offers', kind: 'checkbox' } satisfies FieldSpec]),
    ...(forms.requireTerms
      ? [
          {
            name: 'terms_conditions',
            label: 'I agree to the terms of use',
            kind: 'checkbox',
            required: true,
            requiredMessage: FORM_TEXTS.terms,
          } satisfies FieldSpec,
        ]
      : []),
  ];
}

const message = (required: boolean): FieldSpec => ({ name: 'message', label: FORM_TEXTS.comments, kind: 'textarea', required });

/** Enquiry form (site-pages spec §5): category, location and dealership selects, Comments, Rego, trade-in, services. */
export function enquirySteps(context: FormContext): FormStep[] {
  const { forms } = context;
  const dealerships = context.dealerships ?? [];
  const fields: FieldSpec[] = [
    ...contactFields(),
    ...(context.hasCar
      ? []
      : [
          {
            name: 'category',
            label: 'Category',
            kind: 'select',
            required: true,
            options: options(forms.categories),
            placeholder: FORM_TEXTS.selectOption,
          } satisfies FieldSpec,
        ]),
    ...locationField(context, true),
    ...(!context.hasCar && dealerships.length > 1
      ? [
          {
            name: 'dealership_slug',
            label: 'Preferred dealership',
            kind: 'select',
            required: true,
            options: dealerships.map((d) => ({ value: d.slug, label: d.name })),
            placeholder: FORM_TEXTS.selectOption,
          } satisfies FieldSpec,
        ]
      : []),
    message(forms.messageRequired),
    ...(forms.showRego ? [{ name: 'Rego', label: 'Rego', kind: 'text', placeholder: FORM_TEXTS.regoPlaceholder } satisfies FieldSpec] : []),
    ...(forms.showTradeInQuestion ? [{ name: 'trade_in', label: 'Do you have a trade-in?', kind: 'radio', options: options(YES_NO) } satisfies FieldSpec] : []),
    ...(forms.additionalServices.length
      ? [{ name: 'additional_services', label: 'Additional services', kind: 'checkboxes', options: options(forms.additionalServices) } satisfies FieldSpec]
      : []),
    ...optInAndTerms(forms),
  ];
  return [{ title: 'Your enquiry', fields }];
}

/**
 * Test drive (vehicle spec §2): contact details first, then an optional message, an optional date-time,
 * the location picker when the car has distribution locations, and the terms when the site asks for them.
 */
export function testDriveSteps(context: FormContext): FormStep[] {
  return [
    { title: 'Your details', fields: contactFields() },
    {
      title: 'Your test drive',
      fields: [
        { name: 'booking_at', label: 'Preferred date and time', kind: 'datetime', ...(context.booking ? { booking: context.booking } : {}) },
        ...locationField(context, false),
        message(false),
        ...optInAndTerms(context.forms),
      ],
    },
  ];
}

/** Finance enquiry, Find Me Something Similar and photo requests: contact details and an optional message. */
export function shortEnquirySteps(context: FormContext, title: string): FormStep[] {
  return [{ title, fields: [...contactFields(), message(false), ...optInAndTerms(context.forms)] }];
}

/** The lead form of the budget and trade-in pages: postcode required with its 4-digit rule, plus a hidden field. */
export function leadFormSteps(context: FormContext): FormStep[] {
  const [name, lastName, , phone] = contactFields({ postcode: 'none' });
  return [
    {
      title: 'Your details',
      fields: [
        name!,
        lastName!,
        { name: 'postcode', label: 'Postcode', kind: 'postcode', required: true, autoComplete: 'postal-code' },
        phone!,
        { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
        ...locationField(context, true),
        { name: 'form_name', label: 'Form', kind: 'hidden' },
      ],
    },
  ];
}

/** Trade-in valuation wizard: the car first, then the contact details; the offer follows as a third step. */
export function valuationSteps(context: FormContext): FormStep[] {
  return [
    {
      title: 'Your car',
      fields: [
        { name: 'rego', label: 'Rego', kind: 'text', required: true },
        { name: 'regoState', label: 'State', kind: 'select', required: true, options: AU_STATES.map((s) => ({ value: s, label: s.toUpperCase() })) },
        { name: 'kms', label: 'Kilometres', kind: 'number', required: true, suffix: KM_FIELD_SUFFIX },
        {
          name: 'finance',
          label: 'Is Your Car Currently Under Finance',
          kind: 'select',
          required: true,
          options: options(YES_NO),
          placeholder: FORM_TEXTS.selectOption,
        },
      ],
    },
    {
      title: 'Your details',
      fields: [
        { name: 'name', label: 'Name', kind: 'text', required: true, autoComplete: 'name' },
        { name: 'phone', label: 'Phone', kind: 'tel', required: true, autoComplete: 'tel' },
        { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
        { name: 'PreferredContactMethod', label: 'Preferred Contact Method', kind: 'select', required: true, options: options(PREFERRED_CONTACT_METHODS) },
        ...locationField(context, true),
      ],
    },
  ];
}

/** Where each wizard value starts: Phone for the contact method, the site's state for the rego. */
export function valuationStart(defaultState: string): Record<string, string> {
  return { PreferredContactMethod: 'Phone', regoState: defaultState };
}
