import { resolveMenu } from '@dealer/site/menus';
import { SITE } from '@site/site.gen';

/**
 * A model's picture: its own, else the media host's drawing of its body, the one the site names for it or else the
 * sample stock's for the model.
 */
function modelPicture(model: (typeof SITE.navigation.models)[number]): string | undefined {
  const make = SITE.manufacturer?.slug;
  if (model.image || !make) return model.image;
  return `${SITE.images.host.replace(/\/+$/, '')}/model/${make}/${model.slug}.png?w=480${model.body ? `&body=${model.body}` : ''}`;
}

/** The manufacturer's current models, leading a single-brand home page: a tile each, with its picture unless the site shows names only. */
export function ModelStrip() {
  const links = resolveMenu(SITE, [{ label: 'Models', dropdown: 'models', children: [] }])[0]?.children ?? [];
  if (links.length === 0) return null;
  const pictures = SITE.home.modelTiles === 'image';
  return (
    <section className="model-strip" aria-labelledby="model-strip">
      <h2 id="model-strip">{SITE.manufacturer ? `The ${SITE.manufacturer.name} range` : 'Our range'}</h2>
      <ul className={pictures ? 'model-strip__list model-strip__list--pictures' : 'model-strip__list'}>
        {links.map((link, index) => {
          // The links follow the configured models, then end with the overview ("All models"), which has no picture.
          const model = SITE.navigation.models[index];
          const picture = pictures && model ? modelPicture(model) : undefined;
          return (
            <li key={link.href}>
              <a href={link.href} className="model-strip__model">
                {picture && <img src={picture} alt="" width={480} height={320} loading="lazy" decoding="async" />}
                <span>{link.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
