/** Resolves once the frame being drawn now has been shown: work that must not delay that paint waits for it. */
export const nextFrameShown = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
  );
