import type { MapMarker } from '@dealer/site/map-layout';

/** What every map provider draws: the places, a zoom level and an accessible title. */
export interface MapProps {
  markers: MapMarker[];
  zoom: number;
  title: string;
}
