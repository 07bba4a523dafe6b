import type { Tenant } from '../../schema/tenant.ts';
import { DEALER_COMMENTS_CUT, DEALER_COMMENTS_PENDING } from './constants.ts';
import { collapsible } from './truncate.ts';
import { youtubeEmbedUrl } from './video-embed.ts';
import type { Collapsible } from './truncate.ts';

export interface Spec {
  label: string;
  value: string | number | null | undefined;
}

/** Specifications worth a row: values that are empty, null or the text 'null' are dropped. */
export function visibleSpecs<S extends Spec>(specs: readonly S[]): S[] {
  return specs.filter((spec) => {
    if (spec.value == null) return false;
    const text = String(spec.value).trim();
    return text !== '' && text !== 'null';
  });
}

export type DealerComments = { kind: 'pending'; message: string } | ({ kind: 'comments'; full: string } & Collapsible);

/** Dealer comments cut at 400 characters behind a toggle; a car without comments shows the pending message. */
export function dealerComments(text: string | null | undefined): DealerComments {
  const full = text?.trim() ?? '';
  if (!full) return { kind: 'pending', message: DEALER_COMMENTS_PENDING };
  return { kind: 'comments', full, ...collapsible(full, DEALER_COMMENTS_CUT) };
}

export type VideoPlayback = { kind: 'embed' | 'file'; src: string };

/** Videos on the site's video host and YouTube watch links are embedded; any other URL is played as a video file. */
export function videoPlayback(url: string | null | undefined, vehicle: Pick<Tenant['vehicle'], 'videoHost'>): VideoPlayback | null {
  if (!url) return null;
  const watched = youtubeEmbedUrl(url);
  if (watched) return { kind: 'embed', src: watched };
  return { kind: url.startsWith(vehicle.videoHost) ? 'embed' : 'file', src: url };
}
