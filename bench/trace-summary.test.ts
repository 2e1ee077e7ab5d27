import { describe, expect, it } from 'vitest';
import { summariseTrace, type TraceEvent } from './trace-summary';

const PAGE = 'http://127.0.0.1:4600';
const main = { pid: 2, tid: 7 };
const other = { pid: 3, tid: 9 };
const meta = (thread: { pid: number; tid: number }, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...thread,
  args: { name },
});
/** A complete event of `ms` milliseconds starting at `at` ms on the page's main thread. */
const x = (name: string, at: number, ms: number, url?: string, thread = main): TraceEvent => ({
  name,
  ph: 'X',
  ts: at * 1000,
  dur: ms * 1000,
  ...thread,
  args: url ? { data: { url } } : {},
});

describe('summariseTrace', () => {
  it('attributes each long task to its longest direct child, and sums the blocking time by kind', () => {
    const events: TraceEvent[] = [
      meta(main, 'CrRendererMain'),
      meta(other, 'CrRendererMain'),
      // A busy about:blank renderer: never the page's thread, as it parsed no document of the page.
      x('RunTask', 0, 900, undefined, other),
      // 120 ms: HTML parse of 80 ms (10 of it a style recalculation inside), then a 30 ms layout.
      x('RunTask', 1000, 120),
      { ...x('ParseHTML', 1000, 80), args: { beginData: { url: `${PAGE}/` } } },
      x('UpdateLayoutTree', 1050, 10),
      x('Layout', 1085, 30),
      // 40 ms: not a long task.
      x('RunTask', 1200, 40),
      x('FunctionCall', 1200, 40, `${PAGE}/assets/react-dom-abc.js`),
      // 200 ms: React's work, with a 20 ms GC inside the call.
      x('RunTask', 1300, 200),
      x('FunctionCall', 1300, 190, `${PAGE}/assets/react-dom-abc.js?v=1`),
      x('MajorGC', 1400, 20),
      // 70 ms: another React task.
      x('RunTask', 1600, 70),
      x('FunctionCall', 1600, 70, `${PAGE}/assets/react-dom-abc.js`),
      // 60 ms: a microtask checkpoint carrying React's work for 40 ms: named by what it carried.
      x('RunTask', 1700, 60),
      x('RunMicrotasks', 1700, 60),
      x('FunctionCall', 1710, 40, `${PAGE}/assets/react-dom-abc.js`),
    ];
    const summary = summariseTrace(events, PAGE);
    expect(summary.taskCount).toBe(5);
    expect(summary.taskMs).toBe(490);
    expect(summary.longTasks.map((task) => [task.startMs, task.durationMs, task.kind])).toEqual([
      [0, 120, 'ParseHTML'],
      [300, 200, 'FunctionCall react-dom-abc.js'],
      [600, 70, 'FunctionCall react-dom-abc.js'],
      [700, 60, 'FunctionCall react-dom-abc.js'],
    ]);
    expect(summary.blockingMs).toBe(70 + 150 + 20 + 10);
    expect(summary.byKind).toEqual({
      ParseHTML: { count: 1, ms: 120, blockingMs: 70 },
      'FunctionCall react-dom-abc.js': { count: 3, ms: 330, blockingMs: 180 },
    });
    expect(summary.longTasks[0]!.selfMs).toEqual({
      RunTask: 10,
      ParseHTML: 70,
      UpdateLayoutTree: 10,
      Layout: 30,
    });
    expect(summary.selfMs).toEqual({
      RunTask: 10 + 10,
      ParseHTML: 70,
      UpdateLayoutTree: 10,
      Layout: 30,
      'FunctionCall react-dom-abc.js': 170 + 70 + 40,
      MajorGC: 20,
      RunMicrotasks: 20,
    });
  });

  it('pairs begin and end events, and takes the busiest renderer when no document names the page', () => {
    const events: TraceEvent[] = [
      meta(main, 'CrRendererMain'),
      meta(other, 'CrRendererMain'),
      x('RunTask', 0, 10, undefined, other),
      x('RunTask', 0, 60),
      {
        name: 'EvaluateScript',
        ph: 'B',
        ts: 5000,
        ...main,
        args: { data: { url: `${PAGE}/assets/app.js` } },
      },
      { name: 'EvaluateScript', ph: 'E', ts: 55_000, ...main },
    ];
    const summary = summariseTrace(events);
    expect(summary.longTasks).toEqual([
      {
        startMs: 0,
        durationMs: 60,
        kind: 'EvaluateScript app.js',
        selfMs: { RunTask: 10, 'EvaluateScript app.js': 50 },
      },
    ]);
    expect(summary.blockingMs).toBe(10);
  });

  it('gives an empty summary for a trace without a renderer main thread', () => {
    expect(summariseTrace([x('RunTask', 0, 100)]).taskCount).toBe(0);
  });
});
