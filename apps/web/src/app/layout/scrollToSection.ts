const SETTLE_MS = 2000;

/**
 * Scrolls to the element with this id, then keeps it aligned while the page above it is still growing
 * (the home grid loads after navigation), until the visitor scrolls or the layout has settled.
 */
export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth', retries = 40): void {
  const target = document.getElementById(id);
  if (!target) {
    // The new page may not be rendered yet (router transitions): try again shortly.
    if (retries > 0) window.setTimeout(() => scrollToSection(id, behavior, retries - 1), 50);
    return;
  }
  target.scrollIntoView({ behavior, block: 'start' });
  if (typeof ResizeObserver === 'undefined') return;
  let first = true;
  const observer = new ResizeObserver(() => {
    if (first) {
      first = false; // The initial notification is not a change.
      return;
    }
    document.getElementById(id)?.scrollIntoView({ behavior: 'instant', block: 'start' });
  });
  const stop = () => {
    observer.disconnect();
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchmove', stop);
    window.removeEventListener('keydown', stop);
  };
  observer.observe(document.body);
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchmove', stop, { passive: true });
  window.addEventListener('keydown', stop);
  window.setTimeout(stop, SETTLE_MS);
}
