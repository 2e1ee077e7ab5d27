// The pure part of bench/trace.ts: from a Chrome performance trace (the JSON array of trace events), the page's
// main thread, its top-level tasks, and for each task over 50 ms (a "long task", the ones Total Blocking Time
// counts) what it was spent on. A task is named by its largest direct child (ParseHTML, EvaluateScript of a file,
// FunctionCall of a file, Layout, UpdateLayoutTree = style recalculation, a GC...), and its time is also split by
// self time of every event inside it, so a long "FunctionCall" shows how much of it was script and how much layout.

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

export const LONG_TASK_MS = 50;

/** A complete event on one thread, with its children (the events inside its time span, one level down). */
interface Node {
  name: string;
  start: number;
  end: number;
  url?: string;
  children: Node[];
}

export interface LongTask {
  /** ms from the first top-level task of the thread. */
  startMs: number;
  durationMs: number;
  kind: string;
  /** Self time in ms by event name (and file for script events), inside this task. */
  selfMs: Record<string, number>;
}

export interface TraceSummary {
  /** Every top-level task of the main thread, ms. */
  taskCount: number;
  taskMs: number;
  longTasks: LongTask[];
  /** Sum over the long tasks of their time past 50 ms: Total Blocking Time without its FCP–TTI window. */
  blockingMs: number;
  /** The long tasks by kind: how many, their whole time and their time past 50 ms. */
  byKind: Record<string, { count: number; ms: number; blockingMs: number }>;
  /** Self time over all long tasks, by event name (and file). */
  selfMs: Record<string, number>;
}

/** Events whose time is the file they run: named with its file, so each script's share shows. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'v8.evaluateModule',
  'TimerFire',
]);

const fileOf = (url: string) => {
  const path = url.split(/[?#]/)[0]!;
  return path.slice(path.lastIndexOf('/') + 1) || path;
};

function urlOf(event: TraceEvent): string | undefined {
  const data = (event.args?.data ?? event.args?.beginData) as { url?: unknown } | undefined;
  return typeof data?.url === 'string' && data.url !== '' ? data.url : undefined;
}

const label = (node: Node) =>
  SCRIPT_EVENTS.has(node.name) && node.url ? `${node.name} ${fileOf(node.url)}` : node.name;

/**
 * The renderer main thread (`CrRendererMain`) of the page: the one that parsed an HTML document from `origin`,
 * else the busiest one (a trace also holds about:blank's renderer and the browser's threads).
 */
export function mainThread(events: TraceEvent[], origin?: string): { pid: number; tid: number } | undefined {
  const mains = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => ({ pid: e.pid, tid: e.tid }));
  const same = (a: { pid: number; tid: number }, b: TraceEvent) => a.pid === b.pid && a.tid === b.tid;
  if (origin) {
    const parser = events.find(
      (e) => e.name === 'ParseHTML' && urlOf(e)?.startsWith(origin) && mains.some((m) => same(m, e)),
    );
    if (parser) return { pid: parser.pid, tid: parser.tid };
  }
  const busy = (thread: { pid: number; tid: number }) =>
    events.filter((e) => e.name === 'RunTask' && same(thread, e)).reduce((sum, e) => sum + (e.dur ?? 0), 0);
  return mains.sort((a, b) => busy(b) - busy(a))[0];
}

/** The thread's complete events ('X', and 'B'/'E' pairs) as trees, top level first in time. */
function buildTrees(events: TraceEvent[]): Node[] {
  const spans: Node[] = [];
  const open: { event: TraceEvent }[] = [];
  for (const event of events) {
    if (event.ph === 'X' && event.dur !== undefined)
      spans.push({
        name: event.name,
        start: event.ts,
        end: event.ts + event.dur,
        url: urlOf(event),
        children: [],
      });
    else if (event.ph === 'B') open.push({ event });
    else if (event.ph === 'E') {
      const index = open.findLastIndex((entry) => entry.event.name === event.name);
      if (index < 0) continue;
      const [{ event: begin }] = open.splice(index, 1) as [{ event: TraceEvent }];
      spans.push({
        name: begin.name,
        start: begin.ts,
        end: event.ts,
        url: urlOf(begin) ?? urlOf(event),
        children: [],
      });
    }
  }
  // Parents before children: earlier start first, and of two at one start the longer one.
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const span of spans) {
    while (stack.length && stack.at(-1)!.end <= span.start) stack.pop();
    const parent = stack.at(-1);
    // An event that overlaps its neighbour's end without being inside it is cut to the parent's span.
    if (parent) {
      span.end = Math.min(span.end, parent.end);
      parent.children.push(span);
    } else roots.push(span);
    stack.push(span);
  }
  return roots;
}

function addSelf(node: Node, into: Record<string, number>): void {
  const inner = node.children.reduce((sum, child) => sum + (child.end - child.start), 0);
  const self = Math.max(0, node.end - node.start - inner) / 1000;
  if (self > 0) into[label(node)] = (into[label(node)] ?? 0) + self;
  for (const child of node.children) addSelf(child, into);
}

/** Events that only carry others (a message, a microtask checkpoint): a task is named by what they carried. */
const WRAPPERS = new Set([
  'ThreadControllerImpl::RunTask',
  'Receive mojo message',
  'SimpleWatcher::OnHandleReady',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
  'RunMicrotasks',
]);

const span = (node: Node) => node.end - node.start;
const longestChild = (node: Node) =>
  node.children.reduce<Node | undefined>(
    (best, child) => (!best || span(child) > span(best) ? child : best),
    undefined,
  );

/**
 * A long task's kind: its longest direct child, named with its file for script events; through a wrapper to
 * its longest child when that is at least half of the wrapper's time.
 */
function kindOf(task: Node): string {
  let kind = longestChild(task);
  if (!kind) return `${task.name} (nothing inside)`;
  for (let inner = longestChild(kind); WRAPPERS.has(kind.name) && inner && span(inner) * 2 >= span(kind); ) {
    kind = inner;
    inner = longestChild(kind);
  }
  return label(kind);
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The summary of the page's main thread in `events` (see the file's head). */
export function summariseTrace(events: TraceEvent[], origin?: string): TraceSummary {
  const thread = mainThread(events, origin);
  const empty: TraceSummary = {
    taskCount: 0,
    taskMs: 0,
    longTasks: [],
    blockingMs: 0,
    byKind: {},
    selfMs: {},
  };
  if (!thread) return empty;
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const tasks = buildTrees(own).filter((node) => node.name === 'RunTask');
  if (tasks.length === 0) return empty;
  const origin0 = tasks[0]!.start;
  const summary = { ...empty, byKind: {} as TraceSummary['byKind'], selfMs: {} as Record<string, number> };
  summary.taskCount = tasks.length;
  for (const task of tasks) {
    const ms = (task.end - task.start) / 1000;
    summary.taskMs += ms;
    if (ms <= LONG_TASK_MS) continue;
    const selfMs: Record<string, number> = {};
    addSelf(task, selfMs);
    const kind = kindOf(task);
    summary.longTasks.push({
      startMs: round((task.start - origin0) / 1000),
      durationMs: round(ms),
      kind,
      selfMs: Object.fromEntries(Object.entries(selfMs).map(([name, value]) => [name, round(value)])),
    });
    summary.blockingMs += ms - LONG_TASK_MS;
    const entry = summary.byKind[kind] ?? { count: 0, ms: 0, blockingMs: 0 };
    summary.byKind[kind] = entry;
    entry.count += 1;
    entry.ms += ms;
    entry.blockingMs += ms - LONG_TASK_MS;
    for (const [name, value] of Object.entries(selfMs))
      summary.selfMs[name] = (summary.selfMs[name] ?? 0) + value;
  }
  summary.taskMs = round(summary.taskMs);
  summary.blockingMs = round(summary.blockingMs);
  for (const entry of Object.values(summary.byKind)) {
    entry.ms = round(entry.ms);
    entry.blockingMs = round(entry.blockingMs);
  }
  for (const name of Object.keys(summary.selfMs)) summary.selfMs[name] = round(summary.selfMs[name]!);
  return summary;
}
