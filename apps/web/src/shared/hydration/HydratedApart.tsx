import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own (a Suspense boundary): after the page's shell,
 * in slices that yield to the browser, and before the other parts when the visitor clicks or types in it. Nothing
 * suspends inside on the server (the render waits for every part), so the fallback is never shown there; in the
 * browser, a part already shown keeps showing while a transition (a navigation, a language switch) renders it.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
