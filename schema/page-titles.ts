/** A title from a slug, for pages whose copy gives none: "autopact-handback-guarantee" → "Autopact Handback Guarantee". */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
