import { lazy, Suspense } from 'react';
import { hasCoordinates, type MapMarker } from '@dealer/site/map-layout';
import { SITE } from '@site/site.gen';
import { EmbeddedMap } from './EmbeddedMap';

// Loaded only on sites switched to the real provider, so the embedded default ships no provider code.
const GoogleMap = lazy(() => import('./GoogleMap'));

/**
 * A map of the places with coordinates through the provider the site config names (maps.provider), at its zoom;
 * no map at all when none has any (the address and directions link stand alone).
 */
export function MapView(props: { markers: MapMarker[]; title: string }) {
  const markers = props.markers.filter(hasCoordinates);
  if (markers.length === 0) return null;
  const map = { markers, zoom: SITE.maps.zoom, title: props.title };
  if (SITE.maps.provider === 'google' && SITE.maps.apiKey) {
    return (
      <Suspense fallback={<EmbeddedMap {...map} />}>
        <GoogleMap {...map} />
      </Suspense>
    );
  }
  return <EmbeddedMap {...map} />;
}
