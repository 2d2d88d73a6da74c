import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollPlan } from './scroll-plan.ts';

const savedTops = new Map<string, number>();

/** Remembers each page's scroll position; after a navigation scrolls to the top, or back to it on back navigation. */
export function useScrollOnNavigate(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savedTops.set(key, window.scrollY));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const plan = scrollPlan(navigationType, savedTops.get(key));
    if (plan.delayMs === 0) {
      window.scrollTo({ top: plan.top });
      return;
    }
    const timer = setTimeout(() => window.scrollTo({ top: plan.top, behavior: 'smooth' }), plan.delayMs);
    return () => clearTimeout(timer);
  }, [key, navigationType]);
}
