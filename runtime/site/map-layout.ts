/** Where markers sit on the embedded static map: their coordinates fitted into the picture with a margin. */

export interface MapMarker {
  label: string;
  lat?: number | undefined;
  long?: number | undefined;
}

export type LocatedMarker = MapMarker & { lat: number; long: number };

/** Only a place with coordinates goes on a map: one without is shown by its address and directions link alone. */
export function hasCoordinates(marker: MapMarker): marker is LocatedMarker {
  return marker.lat !== undefined && marker.long !== undefined;
}

export interface PlacedMarker {
  label: string;
  x: number;
  y: number;
}

/**
 * Fits markers with coordinates into a width x height box (north up, keeping the aspect of the
 * spread), one marker in the centre. Markers without coordinates are left off: a pin at a made-up
 * spot would send a shopper to the wrong place.
 */
export function placeMarkers(markers: readonly MapMarker[], width: number, height: number, margin = 40): PlacedMarker[] {
  const located = markers.filter(hasCoordinates);
  const lats = located.map((m) => m.lat);
  const longs = located.map((m) => m.long);
  const [minLat, maxLat, minLong, maxLong] = [Math.min(...lats), Math.max(...lats), Math.min(...longs), Math.max(...longs)];
  const span = Math.max(maxLat - minLat, maxLong - minLong);
  const scale = span === 0 ? 0 : Math.min(width - 2 * margin, height - 2 * margin) / span;
  return located.map((m) => ({
    label: m.label,
    x: Math.round(width / 2 + (m.long - (minLong + maxLong) / 2) * scale),
    y: Math.round(height / 2 - (m.lat - (minLat + maxLat) / 2) * scale),
  }));
}
