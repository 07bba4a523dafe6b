/**
 * The questions `dealer-gen new` asks in a terminal; a question whose flag was given is not asked. Each answer is
 * checked when it is given, by the schema's rules for the field it fills, so a typo is asked again, not found after
 * the last question.
 */
import { checkbox, input, select } from '@inquirer/prompts';
import { AU_STATES, TEMPLATES } from '../../schema/lists.ts';
import { answerProblems, defaultFeatures, NEW_TENANT_FEATURES, type AnswerKey, type NewTenantAnswers, type NewTenantFeature } from './new-tenant.ts';

type TextAnswer = { [K in AnswerKey]: NewTenantAnswers[K] extends string ? K : never }[AnswerKey];

/** The answers, or undefined when the person pressed Ctrl-C. */
export async function askForAnswers(start: NewTenantAnswers, given: Set<AnswerKey>): Promise<NewTenantAnswers | undefined> {
  const a = structuredClone(start);
  const text = async (key: TextAnswer, message: string, fallback = a[key]) => {
    if (given.has(key)) return;
    const answer = await input({ message, default: fallback, validate: (value) => answerProblems({ ...a, [key]: value.trim() })[key] ?? true });
    (a as Record<TextAnswer, string>)[key] = answer.trim();
  };
  try {
    await text('name', 'Dealer name');
    await text('manufacturer', 'Manufacturer (leave empty for a multi-brand site)');
    if (!given.has('template'))
      a.template = await select({ message: 'Template', default: a.manufacturer ? 'brand' : 'group', choices: TEMPLATES.map((t) => ({ value: t, name: t })) });
    await text('locationName', 'First location: name', a.name);
    await text('street', 'First location: street');
    await text('city', 'First location: city');
    if (!given.has('state'))
      a.state = await select({ message: 'First location: state', default: a.state, choices: AU_STATES.map((s) => ({ value: s, name: s.toUpperCase() })) });
    await text('postcode', 'First location: postcode');
    await text('phone', 'Phone number');
    await text('financeProvider', 'Finance provider (or "none")');
    if (!given.has('features')) {
      const checked = defaultFeatures(a.financeProvider);
      a.features = await checkbox<NewTenantFeature>({
        message: 'Features',
        choices: (Object.entries(NEW_TENANT_FEATURES) as [NewTenantFeature, string][]).map(([value, name]) => ({
          value,
          name,
          checked: checked.includes(value),
        })),
        validate: (choices) => answerProblems({ ...a, features: choices.map((c) => c.value) }).features ?? true,
      });
    }
    return a;
  } catch (error) {
    if (error instanceof Error && error.name === 'ExitPromptError') return undefined;
    throw error;
  }
}
