import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ServerMarkup, sourceHash } from './ServerMarkup';

/** A stand-in renderer that says whether it ran in the browser, and what it made the markup from. */
let renders: string[] = [];
function Rendered({ source, where }: { source: string; where: string }) {
  if (where === 'browser') renders.push(source);
  return <p>{`${where}: ${source}`}</p>;
}

const page = (source: string, where: string) => (
  <section>
    <ServerMarkup source={source} data-testid="markup">
      <Rendered source={source} where={where} />
    </ServerMarkup>
  </section>
);

// React's act() outside Testing Library's render: the environment says it supports it.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  renders = [];
});

/** The server's HTML of `source` in the page, then hydrated by the browser with `browserSource`. */
async function hydrate(source: string, browserSource = source) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(source, 'server'));
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page(browserSource, 'browser'), {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { container, errors };
}

describe('ServerMarkup', () => {
  it('keeps the server markup at hydration without running its renderer', async () => {
    const { container, errors } = await hydrate('# Title');
    expect(renders).toEqual([]);
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="markup"]')?.textContent).toBe('server: # Title');
  });

  it('renders a new source in the browser, and keeps the server markup when the source comes back', async () => {
    const { container } = await hydrate('fr text');
    const markup = () => container.querySelector('[data-testid="markup"]');
    await act(async () => root!.render(page('en text', 'browser')));
    expect(renders).toEqual(['en text']);
    expect(markup()?.textContent).toBe('browser: en text');
    expect(markup()?.getAttribute('data-source')).toBe(sourceHash('en text'));
    renders = [];
    await act(async () => root!.render(page('fr text', 'browser')));
    expect(renders).toEqual([]);
    expect(markup()?.textContent).toBe('server: fr text');
  });

  it('renders itself in a page the browser renders, even beside server markup of the same source', async () => {
    await hydrate('same text');
    const other = document.createElement('div');
    document.body.append(other);
    const second = createRoot(other);
    await act(async () => second.render(page('same text', 'browser')));
    expect(renders).toEqual(['same text']);
    expect(other.textContent).toBe('browser: same text');
    act(() => second.unmount());
  });

  it('names different sources by different hashes, the same source by the same', () => {
    expect(sourceHash('a')).not.toBe(sourceHash('b'));
    expect(sourceHash('# Title\n\nBody')).toBe(sourceHash('# Title\n\nBody'));
  });
});
