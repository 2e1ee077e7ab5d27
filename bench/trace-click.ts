// Where an interaction's time goes (issue 45): one first visit at 4× CPU, as bench/inp.ts makes it (the click as
// soon as the app marks itself interactive), with Chrome's trace from just before the click until the scenario
// has visibly happened and a second more. Prints the Event Timing entry and every top-level main-thread task of
// the window over 2 ms with its largest events. Ad hoc, for a decision; bench/inp.ts gives the figures.
//   node --import tsx bench/trace-click.ts "add to cart" fr   (a running shop at BENCH_URL, default :4300)
import type { Language } from '@shop/i18n';
import { scenarios } from './inp';
import { launchBenchBrowser, openSlowedVisit } from './slowed-visit';
import type { TraceEvent } from './trace-summary';

const [name = 'add to cart', language = 'fr'] = process.argv.slice(2) as [string, Language];
const scenario = scenarios.find((one) => one.name === name)!;
const base = process.env.BENCH_URL ?? 'http://127.0.0.1:4300';
const browser = await launchBenchBrowser();
const { context, page } = await openSlowedVisit(browser, language, () => {
  (window as unknown as { entries: unknown[] }).entries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      if (entry.interactionId)
        (window as unknown as { entries: unknown[] }).entries.push({
          name: entry.name,
          start: Math.round(entry.startTime),
          duration: entry.duration,
          processing: Math.round(entry.processingEnd - entry.processingStart),
          delay: Math.round(entry.processingStart - entry.startTime),
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
});
await page.goto(`${base}${scenario.path}?lang=${language}`);
await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
// BENCH_CLICK_AFTER_MS: wait that long after the mark, to tell the click's own cost from the hydration still under way.
await page.waitForTimeout(Number(process.env.BENCH_CLICK_AFTER_MS ?? 0));
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'blink.user_timing',
  ],
});
const clickAt = await page.evaluate(() => performance.now());
// BENCH_CLICK_PROFILE=1: V8's sampling profile of the page from just before the click until it has happened.
const cdp = await context.newCDPSession(page);
if (process.env.BENCH_CLICK_PROFILE) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
}
await scenario.act(page, language);
if (process.env.BENCH_CLICK_PROFILE) {
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (deltas[index] ?? 0) / 1000);
  });
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`self ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  // Who called the browser's own functions that took time: their callers' chains, with the time under each.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (id: number) => {
    const frame = byId.get(id)!.callFrame;
    return `${frame.functionName || '(anonymous)'}@${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
  };
  const chains = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    if (!['appendChild', 'pushState', 'insertBefore', 'setAttribute'].includes(frame.functionName)) return;
    const chain = [label(id)];
    for (let up = parent.get(id); up !== undefined && chain.length < 8; up = parent.get(up))
      chain.push(label(up));
    const key = chain.join(' < ');
    chains.set(key, (chains.get(key) ?? 0) + (deltas[index] ?? 0) / 1000);
  });
  for (const [chain, ms] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`chain ${ms.toFixed(1).padStart(6)} ms  ${chain}`);
}
await page.waitForTimeout(1000);
const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
console.log(
  'interactions',
  JSON.stringify(await page.evaluate(() => (window as unknown as { entries: unknown[] }).entries)),
  'click at',
  Math.round(clickAt),
);
await context.close();
await browser.close();

const events = trace.traceEvents.filter((event) => event.ph === 'X' && event.dur !== undefined);
const main = events.find((event) => event.name === 'ParseHTML' || event.name === 'EventDispatch');
const thread = events.filter((event) => event.pid === main?.pid && event.tid === main.tid);
const tasks = thread.filter((event) => event.name === 'RunTask' && event.dur! > 2000);
const first = tasks[0]?.ts ?? 0;
for (const task of tasks) {
  const inside = thread.filter(
    (event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!,
  );
  const top = inside
    .filter((event) => event.dur! > 1000)
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, 6)
    .map((event) => {
      const data = (event.args?.data ?? {}) as { url?: string; functionName?: string; type?: string };
      const what = data.type ?? data.functionName ?? data.url?.split('/').pop() ?? '';
      return `${event.name}${what ? `(${what})` : ''} ${(event.dur! / 1000).toFixed(1)}`;
    });
  console.log(
    `+${((task.ts - first) / 1000).toFixed(0).padStart(5)} ms  ${(task.dur! / 1000).toFixed(1).padStart(6)} ms  ${top.join(', ')}`,
  );
}
