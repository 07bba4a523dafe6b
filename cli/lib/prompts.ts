/** The questions `dealer-gen new` asks in a terminal; a question whose flag was given is not asked. */
import { checkbox, input, select } from '@inquirer/prompts';
import { AU_STATES, TEMPLATES } from '../../schema/lists.ts';
import { NEW_TENANT_FEATURES, type NewTenantAnswers, type NewTenantFeature } from './new-tenant.ts';

const required = (value: string) => (value.trim() ? true : 'Please enter a value');

export async function askForAnswers(start: NewTenantAnswers, given: Set<string>): Promise<NewTenantAnswers> {
  const a = structuredClone(start);
  const ask = async <T>(flag: string, current: T, question: () => Promise<T>): Promise<T> => (given.has(flag) ? current : question());
  a.name = await ask('name', a.name, () => input({ message: 'Dealer name', default: a.name, validate: required }));
  a.manufacturer = await ask('manufacturer', a.manufacturer, () =>
    input({ message: 'Manufacturer (leave empty for a multi-brand site)', default: a.manufacturer }),
  );
  a.template = await ask('template', a.template, () =>
    select({ message: 'Template', default: a.manufacturer ? 'brand' : 'group', choices: TEMPLATES.map((t) => ({ value: t, name: t })) }),
  );
  a.location.name = await ask('locationName', a.location.name === start.name ? a.name : a.location.name, () =>
    input({ message: 'First location: name', default: a.name, validate: required }),
  );
  a.location.street = await ask('street', a.location.street, () =>
    input({ message: 'First location: street', default: a.location.street, validate: required }),
  );
  a.location.city = await ask('city', a.location.city, () => input({ message: 'First location: city', default: a.location.city, validate: required }));
  a.location.state = await ask('state', a.location.state, () =>
    select({ message: 'First location: state', default: a.location.state, choices: AU_STATES.map((s) => ({ value: s, name: s.toUpperCase() })) }),
  );
  a.location.postcode = await ask('postcode', a.location.postcode, () =>
    input({
      message: 'First location: postcode',
      default: a.location.postcode,
      validate: (v) => (/^\d{4}$/.test(v) ? true : 'Invalid postcode. Please enter a 4-digit number.'),
    }),
  );
  a.location.phone = await ask('phone', a.location.phone, () => input({ message: 'Phone number', default: a.location.phone, validate: required }));
  a.financeProvider = await ask('financeProvider', a.financeProvider, () => input({ message: 'Finance provider (or "none")', default: a.financeProvider }));
  a.features = await ask('features', a.features, () =>
    checkbox<NewTenantFeature>({
      message: 'Features',
      choices: (Object.entries(NEW_TENANT_FEATURES) as [NewTenantFeature, string][]).map(([value, name]) => ({
        value,
        name,
        checked: a.features.includes(value),
      })),
    }),
  );
  return a;
}
