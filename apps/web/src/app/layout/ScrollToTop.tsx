import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from './scrollToSection';

/** On every route change: back to the top, or to the element of the URL's hash (`/#contact`). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change.
  useEffect(() => {
    if (hash) {
      const timer = window.setTimeout(() => {
        scrollToSection(decodeURIComponent(hash.slice(1)), 'instant');
      }, 100);
      return () => window.clearTimeout(timer);
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [pathname, hash]);
  return null;
}
