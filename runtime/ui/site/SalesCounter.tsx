import { formatCount } from '@dealer/site/numbers';
import { useEffect, useRef, useState } from 'react';
import { SALES_COUNTER_ANIMATION_MS, SALES_COUNTER_REFRESH_MS, SALES_COUNTER_TITLE } from '@dealer/site/constants';
import { countUpValue, salesThisMonth } from '@dealer/site/sales-counter';
import { FEATURE_SALES_COUNTER } from '@site/site.gen';

/** 'Sales this Month': computed on Brisbane time, counted up over 2 s, refreshed every 150 s. */
function Counter() {
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);
  useEffect(() => {
    let frame = 0;
    const countTo = (target: number) => {
      const from = shownRef.current;
      const started = performance.now();
      cancelAnimationFrame(frame);
      const tick = (now: number) => {
        const value = countUpValue(from, target, now - started, SALES_COUNTER_ANIMATION_MS);
        shownRef.current = value;
        setShown(value);
        if (value !== target) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    countTo(salesThisMonth(new Date()));
    const refresh = setInterval(() => countTo(salesThisMonth(new Date())), SALES_COUNTER_REFRESH_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(refresh);
    };
  }, []);
  return (
    <section className="sales-counter" data-feature="sales-counter" aria-label={SALES_COUNTER_TITLE}>
      <strong className="sales-counter__value">{formatCount(shown)}</strong>
      <span>{SALES_COUNTER_TITLE}</span>
    </section>
  );
}

/** The 'Sales this Month' counter, where the site shows it. Off, the block and its code are left out of the bundle (FEATURE_SALES_COUNTER is a literal constant). */
export function SalesCounter() {
  return FEATURE_SALES_COUNTER ? <Counter /> : null;
}
