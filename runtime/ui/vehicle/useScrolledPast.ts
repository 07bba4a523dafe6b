import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `px` (the sticky header at 500, the CTA bar at 900). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > px);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [px]);
  return past;
}
