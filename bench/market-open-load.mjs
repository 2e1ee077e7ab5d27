// The indicators checking in at market open, for bench/market-open.ts, on a thread of its own: the device
// flows and the kill run on the bench's main thread, and clients sharing its event loop would count that wait
// as the shop's. Open loop (bench/pacing.ts): check-in `index` starts at `start + index × 1000 / rate` whether
// or not the earlier ones have answered, and its latency counts from that scheduled start. Each check-in is
// one machine's (`jobs`: its body and its own address, as thousands of machines behind their own IPs). Answers,
// per check-in, its scheduled offset, latency and status, whether the shop said `valid`, and how late this
// thread's timers fired (time a request waited for the load generator, not for the shop).
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, rate, jobs } = workerData;
// Keep-alive connections, as many as the burst needs (node:http costs this thread less CPU than fetch).
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** One check-in: its status and body, or status 0 when no answer came (connection refused or reset). */
const post = (job) =>
  new Promise((resolve) => {
    const call = request(url, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(job.body),
        'x-forwarded-for': job.ip,
      },
    });
    call.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }),
      );
      response.on('error', () => resolve({ status: 0, text: '' }));
    });
    call.on('error', () => resolve({ status: 0, text: '' }));
    call.end(job.body);
  });
const offsets = new Float64Array(jobs.length);
const latencies = new Float64Array(jobs.length);
const statuses = new Int16Array(jobs.length);
const valid = new Uint8Array(jobs.length);
const lateness = new Float64Array(jobs.length);
const requests = [];
const start = performance.now();
for (let index = 0; index < jobs.length; index += 1) {
  const scheduled = start + (index * 1000) / rate;
  const wait = scheduled - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lateness[index] = Math.max(0, performance.now() - scheduled);
  offsets[index] = scheduled - start;
  const job = jobs[index];
  requests.push(
    post(job).then(({ status, text }) => {
      latencies[index] = performance.now() - scheduled;
      statuses[index] = status;
      valid[index] = text.includes('"reason":"valid"') ? 1 : 0;
    }),
  );
}
await Promise.all(requests);
agent.destroy();
parentPort.postMessage({ offsets, latencies, statuses, valid, lateness });
