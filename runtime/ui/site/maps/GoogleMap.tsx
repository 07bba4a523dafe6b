import { SITE } from '@site/site.gen';
import type { MapProps } from './types';

/** The real provider: the Google Maps Embed API with the site's key (maps.provider "google"). */
export default function GoogleMap(props: MapProps) {
  const located = props.markers.filter((m) => m.lat !== undefined && m.long !== undefined);
  const query = new URLSearchParams({ key: SITE.maps.apiKey, zoom: String(props.zoom) });
  const first = located[0];
  if (located.length === 1 && first) query.set('q', `${first.lat},${first.long}`);
  else query.set('q', props.markers.map((m) => m.label).join(' | '));
  return (
    <iframe
      className="static-map"
      title={props.title}
      src={`https://www.google.com/maps/embed/v1/place?${query}`}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      data-map-provider="google"
    />
  );
}
