import { useEffect, useState } from 'react';

/** Whether the window is scrolled down more than `thresholdPx`, kept current while scrolling. */
export function useScrolledPast(thresholdPx: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(() => window.scrollY > thresholdPx);
  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return scrolledPast;
}
