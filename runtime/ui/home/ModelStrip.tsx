import { resolveMenu } from '@dealer/site/menus';
import { SITE } from '@site/site.gen';

/** The manufacturer's current models, leading a single-brand home page. */
export function ModelStrip() {
  const models = resolveMenu(SITE, [{ label: 'Models', dropdown: 'models', children: [] }])[0]?.children ?? [];
  if (models.length === 0) return null;
  return (
    <section className="model-strip" aria-labelledby="model-strip">
      <h2 id="model-strip">{SITE.manufacturer ? `The ${SITE.manufacturer.name} range` : 'Our range'}</h2>
      <ul className="model-strip__list">
        {models.map((model) => (
          <li key={model.href}>
            <a href={model.href} className="model-strip__model">
              {model.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
