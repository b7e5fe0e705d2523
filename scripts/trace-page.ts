// Where a page's blocking time comes from: loads a page of a running shop (`npm start`) in
// this machine's Chromium at a phone's size, records a trace with V8's sampling profiler, and
// prints the main thread's long tasks with what each did (script, style, layout) and the
// functions sampled in it, then the page's style recalculations in all.
//
//   node scripts/trace-page.ts /parts
//
// A task is long from 12.5 ms, which Lighthouse's 4× slower phone makes 50 ms
// (TRACE_LONG_MS changes it; TRACE_ONLY=src/ lists only the functions whose source names
// contain it, such as the app's components). Functions are named from source maps when
// web/dist has them: `npm run build -w web -- --mode emulator --sourcemap` first. Durations
// move with the machine's load, like Lighthouse's: compare traces taken one after the other.
import { existsSync, readFileSync } from 'node:fs';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import puppeteer from 'puppeteer-core';
import { chromiumPath, quietChromiumFlags } from './lib/chromium.ts';
import { shopUrl } from './lib/local-contract.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    elementCount?: number;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
}

const path = process.argv[2] ?? '/parts';
const longMs = Number(process.env.TRACE_LONG_MS ?? 12.5);
const only = process.env.TRACE_ONLY ?? '';

const browser = await puppeteer.launch({
  executablePath: chromiumPath(),
  args: ['--headless=new', ...quietChromiumFlags],
});
let events: TraceEvent[];
try {
  const page = await browser.newPage();
  // Lighthouse's phone (a Moto G Power).
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.tracing.start({
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(`${shopUrl}${path}`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const trace = await page.tracing.stop();
  events = (JSON.parse(Buffer.from(trace ?? []).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
} finally {
  await browser.close();
}

// The page's main thread, and the time its navigation started.
// A navigation can move the page to a new renderer: the main thread is the busiest one.
const tasksOn = (thread: TraceEvent) =>
  events.filter((e) => e.name === 'RunTask' && e.pid === thread.pid && e.tid === thread.tid).length;
const main = events
  .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  .sort((a, b) => tasksOn(b) - tasksOn(a))[0];
const onMain = (e: TraceEvent) => e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid;
const start = Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
const ms = (microseconds: number) => Math.round(microseconds / 1000);

// The sampling profile: its call tree, and each sample's time and leaf.
const nodes = new Map<number, ProfileNode>();
const samples: { ts: number; node: number }[] = [];
let sampledAt = events.find((e) => e.name === 'Profile')?.args?.data?.startTime ?? 0;
for (const chunk of events.filter((e) => e.name === 'ProfileChunk')) {
  const { cpuProfile, timeDeltas = [] } = chunk.args?.data ?? {};
  for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  (cpuProfile?.samples ?? []).forEach((node, index) => {
    sampledAt += timeDeltas[index] ?? 0;
    samples.push({ ts: sampledAt, node });
  });
}
const sourceMaps = new Map<string, TraceMap | undefined>();
function functionName(node: ProfileNode) {
  const { functionName: name, url, lineNumber, columnNumber } = node.callFrame;
  if (!url?.startsWith('http')) return name || undefined;
  const file = `web/dist${new URL(url).pathname}.map`;
  if (!sourceMaps.has(file)) {
    sourceMaps.set(file, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : undefined);
  }
  const map = sourceMaps.get(file);
  const original = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  if (!original?.source) return `${name || '(anonymous)'} ${url.split('/').pop()}`;
  return `${original.name ?? name} ${original.source.replace(/^.*node_modules\/|^(\.\.\/)+/, '')}`;
}
/** The functions on the stack in `from`–`to`, each counted once per sample, most sampled first. */
function busiestFunctions(from: number, to: number) {
  const counts = new Map<string, number>();
  for (const { ts, node } of samples) {
    if (ts < from || ts > to) continue;
    const onStack = new Set<string>();
    for (let id: number | undefined = node; id !== undefined; id = nodes.get(id)?.parent) {
      const name = nodes.get(id) && functionName(nodes.get(id) as ProfileNode);
      if (name && !name.startsWith('(') && name.includes(only)) onStack.add(name);
    }
    for (const name of onStack) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6);
}

const long = events.filter(
  (e) => onMain(e) && e.name === 'RunTask' && (e.dur ?? 0) > longMs * 1000,
);
console.log(`${path}: ${long.length} tasks over ${longMs} ms on the main thread`);
for (const task of long) {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter((e) => onMain(e) && e !== task && e.ts >= task.ts && e.ts < end);
  const work = (name: string) => inside.filter((e) => e.name === name);
  const total = (name: string) => ms(work(name).reduce((sum, e) => sum + (e.dur ?? 0), 0));
  const restyled = work('UpdateLayoutTree').reduce(
    (sum, e) => sum + (e.args?.elementCount ?? 0),
    0,
  );
  console.log(
    `\n${ms(task.ts - start)} ms: ${ms(task.dur ?? 0)} ms, script ${total('FunctionCall') + total('v8.evaluateModule')} ms, ` +
      `style ${total('UpdateLayoutTree')} ms (${restyled} elements), layout ${total('Layout')} ms, paint ${total('Paint')} ms`,
  );
  for (const [name, count] of busiestFunctions(task.ts, end)) console.log(`  ${count}× ${name}`);
}
// What Lighthouse's phone would count: each task after the first paint, 4× as long, past 50 ms.
const firstPaint = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start;
const blocking = long
  .filter((task) => task.ts >= firstPaint)
  .reduce((sum, task) => sum + Math.max(0, (4 * (task.dur ?? 0)) / 1000 - 50), 0);
console.log(
  `\nFirst paint at ${ms(firstPaint - start)} ms; blocking time after it on a 4× slower phone: ${Math.round(blocking)} ms`,
);
const recalcs = events.filter((e) => onMain(e) && e.name === 'UpdateLayoutTree');
console.log(
  `\nStyle recalculated ${recalcs.length} times: ${ms(recalcs.reduce((sum, e) => sum + (e.dur ?? 0), 0))} ms, ` +
    `${recalcs.reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0)} elements in all`,
);
