import { useEffect, useState } from 'react';
import { formatMoney } from '@dealer/finance/format';
import { gaugeBand, gaugeVisible, gaugeWording, type VisibleGauge } from '@dealer/finance/gauge';
import { GAUGE_ANIMATION_MS, GAUGE_DASH_LENGTHS } from '@dealer/site/constants';
import { FEATURE_PRICE_GAUGE } from '@site/site.gen';
import { afterThisTask } from '../later';
import type { FinanceCar } from './car';
import './finance.css';

export type GaugeState = { kind: 'loading' } | { kind: 'hidden' } | { kind: 'shown'; gauge: VisibleGauge };

/** GET /api/cars/{slug}/autogauge; anything but a gauge the spec lets us draw hides the block. */
export async function fetchGauge(slug: string, fetcher: typeof fetch = fetch): Promise<GaugeState> {
  try {
    const response = await fetcher(`/api/cars/${encodeURIComponent(slug)}/autogauge`);
    if (response.status !== 200) return { kind: 'hidden' };
    const gauge: unknown = await response.json();
    return gaugeVisible(gauge as VisibleGauge) ? { kind: 'shown', gauge: gauge as VisibleGauge } : { kind: 'hidden' };
  } catch (error) {
    // The spec logs a failed gauge and shows nothing.
    console.warn('Price gauge unavailable', error);
    return { kind: 'hidden' };
  }
}

/** The price comparison gauge for a car: loading, then shown or hidden. */
export function PriceGauge({ car }: { car: Pick<FinanceCar, 'slug'> }) {
  return FEATURE_PRICE_GAUGE ? <Gauge slug={car.slug} /> : null;
}

function Gauge({ slug }: { slug: string }) {
  const [state, setState] = useState<GaugeState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    const callOff = afterThisTask(() => void fetchGauge(slug).then((next) => live && setState(next)));
    return () => {
      live = false;
      callOff();
    };
  }, [slug]);
  if (state.kind === 'hidden') return null;
  if (state.kind === 'loading') {
    return <div className="price-gauge price-gauge--loading" data-feature="price-gauge" role="status" aria-busy="true" aria-label="Loading price comparison" />;
  }
  return <GaugeView gauge={state.gauge} />;
}

const [SCALE_LENGTH, FILL_LENGTH] = GAUGE_DASH_LENGTHS;
// Half circles whose lengths are the spec's dash lengths: π × 164 ≈ 515 and π × 135 = 424.115.
const SCALE_ARC = 'M 16 180 A 164 164 0 0 1 344 180';
const FILL_ARC = 'M 45 180 A 135 135 0 0 1 315 180';

export function GaugeView({ gauge }: { gauge: VisibleGauge }) {
  // Drawn empty first, then filled on the next frame so the 2.5 s transition runs.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const band = gaugeBand(gauge.fill);
  const wording = gaugeWording(gauge.fill);
  return (
    <section className={`price-gauge price-gauge--${band}`} data-feature="price-gauge" data-band={band} aria-labelledby="price-gauge-title">
      <h2 id="price-gauge-title">Price comparison</h2>
      <svg className="price-gauge__dial" viewBox="0 0 360 190" role="img" aria-label={`${wording}: ${Math.round(gauge.fill * 100)}% along the market range`}>
        <path className="price-gauge__scale" d={SCALE_ARC} strokeDasharray={SCALE_LENGTH} />
        <path className="price-gauge__track" d={FILL_ARC} />
        <path
          className="price-gauge__fill"
          d={FILL_ARC}
          strokeDasharray={FILL_LENGTH}
          strokeDashoffset={drawn ? FILL_LENGTH * (1 - gauge.fill) : FILL_LENGTH}
          style={{ transition: `stroke-dashoffset ${GAUGE_ANIMATION_MS}ms ease-out` }}
        />
      </svg>
      <p className="price-gauge__wording">{wording}</p>
      <dl className="price-gauge__figures">
        <div>
          <dt>This car</dt>
          <dd>{formatMoney(gauge.listing_price)}</dd>
        </div>
        <div>
          <dt>Market range</dt>
          <dd>
            {formatMoney(gauge.market_range_min)} to {formatMoney(gauge.market_range_max)}
          </dd>
        </div>
      </dl>
      {gauge.description && <p className="price-gauge__description">{gauge.description}</p>}
    </section>
  );
}
