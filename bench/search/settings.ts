/** Index settings our engine gets in the benchmark: a dealer stock index ranked by custom rank. */
export const SEARCHABLE = ['name', 'model', 'badge', 'description'];

export const OUR_SETTINGS = {
  filterableAttributes: [
    'make',
    'model',
    'body',
    'fuel',
    'transmission',
    'drive',
    'car_type',
    'status',
    'price',
    'year',
    'km',
    'city',
    'state',
    'certified',
    'tag',
  ],
  sortableAttributes: ['price', 'year', 'km', 'created_at'],
  searchableAttributes: SEARCHABLE,
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness', 'custom_rank:desc'],
};
