/** A group site's brand directory for tests: Toyota with two models, Mazda with none. */
const brand = (name: string, slug: string, models: { name: string; slug: string }[] = []) => ({ name, slug, skipPage: false, models });
export const directorySite = {
  manufacturer: null,
  navigation: { models: [] },
  brands: {
    groups: [
      {
        group: 'car' as const,
        brands: [
          brand('Toyota', 'toyota', [
            { name: 'RAV4', slug: 'rav4' },
            { name: 'HiLux', slug: 'hilux' },
          ]),
          brand('Mazda', 'mazda'),
        ],
      },
    ],
  },
} as never;
