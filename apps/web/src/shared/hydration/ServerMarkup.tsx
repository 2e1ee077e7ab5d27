import { type ReactNode, useId, useState } from 'react';

/** FNV-1a of the source (32 bits, base 36): names what a piece of markup was made from, without repeating it. */
export function sourceHash(source: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < source.length; index++) {
    hash ^= source.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The markup the server rendered for this element, if the page holds it and it was made from the same source. */
function serverMarkup(id: string, hash: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = [...document.querySelectorAll(`[data-source="${hash}"]`)].find(
    (candidate) => candidate.getAttribute('data-server-markup') === id,
  );
  return element?.innerHTML;
}

interface ServerMarkupProps {
  /** What the markup is made from: the same source always gives the same markup. */
  source: string;
  className?: string;
  'data-testid'?: string;
  /** The markup, made from `source` (a Markdown renderer, its own chunk). */
  children: ReactNode;
}

/**
 * Markup that depends on its source alone and has no handler (a product's Markdown description, a release's
 * notes). Hydrating a server-rendered page, the browser keeps the server's markup as it is: the element's HTML is
 * given back to React as `dangerouslySetInnerHTML`, which hydration neither compares nor re-creates, so the
 * renderer's code is neither fetched nor run (react-markdown took one task of 350–440 ms at 4× CPU slowdown on
 * the product page, bench/results/trace.md). Another source (the other language), or a page the browser rendered
 * itself, renders `children`. The element carries its source's hash, so markup made from another source (an
 * element left from the previous page) is never taken.
 */
export function ServerMarkup({ source, className, 'data-testid': testId, children }: ServerMarkupProps) {
  const id = useId();
  const hash = sourceHash(source);
  const [kept] = useState(() => {
    const html = serverMarkup(id, hash);
    return html === undefined ? undefined : { hash, html };
  });
  const attributes = { 'data-server-markup': id, 'data-source': hash, 'data-testid': testId, className };
  if (kept?.hash === hash)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the element's own markup, which the browser parsed from the server's page, given back unchanged: nothing new is inserted.
    return <div {...attributes} dangerouslySetInnerHTML={{ __html: kept.html }} />;
  return <div {...attributes}>{children}</div>;
}
