import { IMAGE_SIZES } from '@dealer/site/constants';
import { placeMarkers } from '@dealer/site/map-layout';
import type { MapProps } from './types';

const WIDTH = IMAGE_SIZES.map.width;
const HEIGHT = 300;

/**
 * The embedded default provider: a static map drawn locally (a street grid with a pin per place),
 * so sites work offline and send no visitor to a third party. Zoom tightens the grid.
 */
export function EmbeddedMap(props: MapProps) {
  const spacing = Math.max(20, 200 / Math.max(1, props.zoom - 6));
  const lines = Array.from({ length: Math.ceil(WIDTH / spacing) + 1 }, (_, i) => i * spacing);
  return (
    <svg className="static-map" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={props.title} data-map-provider="embedded">
      <rect width={WIDTH} height={HEIGHT} fill="#e8eef2" />
      <path
        d={`M0 ${HEIGHT * 0.7} C ${WIDTH * 0.3} ${HEIGHT * 0.55}, ${WIDTH * 0.6} ${HEIGHT * 0.95}, ${WIDTH} ${HEIGHT * 0.75}`}
        stroke="#b9d4e6"
        strokeWidth="18"
        fill="none"
      />
      {lines.map((x) => (
        <line key={`v${x}`} x1={x} y1={0} x2={x} y2={HEIGHT} stroke="#fff" strokeWidth="3" />
      ))}
      {lines.map((y) => (
        <line key={`h${y}`} x1={0} y1={y} x2={WIDTH} y2={y} stroke="#fff" strokeWidth="3" />
      ))}
      {placeMarkers(props.markers, WIDTH, HEIGHT).map((marker) => (
        <g key={marker.label} transform={`translate(${marker.x} ${marker.y})`}>
          <path d="M0 0 C -10 -14, -14 -20, -14 -28 A 14 14 0 1 1 14 -28 C 14 -20, 10 -14, 0 0 Z" fill="var(--color-primary)" stroke="#fff" strokeWidth="2" />
          <circle cy={-28} r={5} fill="#fff" />
          <text y={16} textAnchor="middle" fontSize="13" fontWeight="600" fill="#1b1f24">
            {marker.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
