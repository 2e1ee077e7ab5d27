import type { CookieConsent } from './consent';

/** The one DOM capability the loader needs, so it is testable without a browser. */
interface ScriptHost {
  querySelector(selector: string): unknown;
  createElement(tag: 'script'): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
}

/**
 * Adds the audience-measurement script once, and only when the visitor consented to measurement and the
 * installation configures one (`MEASUREMENT_SCRIPT_URL`). Nothing loads before the choice is made.
 */
export function loadMeasurementScript(
  consent: CookieConsent | null | undefined,
  url: string | null | undefined,
  host: ScriptHost = document,
): boolean {
  if (!consent?.measurement || !url || host.querySelector('script[data-measurement]')) return false;
  const script = host.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.measurement = 'true';
  host.head.appendChild(script);
  return true;
}
