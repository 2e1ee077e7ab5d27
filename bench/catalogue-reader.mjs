// A visitor reading the catalogue at a steady rate, on a thread of its own, for the paid-order burst bench:
// the webhook deliveries keep the bench's main event loop busy, and readers sharing it would count that wait
// as the shop's. Open loop: a request starts on schedule whether or not the previous ones have answered, and
// its latency counts from its scheduled start, so a stalled server cannot hide its stall by slowing the
// readers down. Reads `{ url, rate }`; stops at the first message and answers the latencies in ms, with how
// late this thread's own timers fired (the time a request waited for the reader, not for the shop).
import { parentPort, workerData } from 'node:worker_threads';

const { url, rate } = workerData;
let stopped = false;
parentPort.once('message', () => {
  stopped = true;
});
const latencies = [];
const lateness = [];
const requests = [];
const start = performance.now();
for (let index = 0; !stopped; index += 1) {
  const scheduled = start + (index * 1000) / rate;
  const wait = scheduled - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lateness.push(Math.max(0, performance.now() - scheduled));
  requests.push(
    fetch(url).then(async (response) => {
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`catalogue answered ${response.status}`);
      latencies.push(performance.now() - scheduled);
    }),
  );
}
await Promise.all(requests);
parentPort.postMessage({ latencies, lateness });
