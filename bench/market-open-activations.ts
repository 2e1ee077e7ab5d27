// The device-flow sign-ins (RFC 8628, docs/rules/seats.md) mixed into the market-open burst (market-open.ts),
// as an indicator and its buyer do them through nginx: the indicator asks a code, the buyer approves it from
// their browser, the indicator polls for its seat file. An instance killed mid-flow answers nothing (nginx does
// not resend a POST: 502), so each step is retried as a real client retries; an approval or a hand-over that
// committed before the kill is then recognised by its answer (the code no longer pending, the code used) and the
// indicator signs in again, which must reuse its machine's place, never take a second one.
import { setTimeout as pause } from 'node:timers/promises';
import { addressOf } from './market-open-seed';
import { dueAt, requestsIn } from './pacing';

const PLATFORM = '8.1.4.1';
const RETRY_MS = 250;
const ATTEMPTS = 40;

export interface Flow {
  machineId: string;
  /** The buyer's `Authorization` header and their browser's address. */
  buyer: { authorization: string; ip: string };
  ip: string;
}

export interface FlowOutcome {
  machineId: string;
  /** The activation the indicator was handed a file for; undefined when the flow gave up. */
  activationId?: string;
  /** Why it gave up: the last answer's status and code. */
  failure?: string;
  /** Answers lost to the kill (no answer or 5xx) and retried. */
  retries: number;
  /** Sign-ins started again because a hand-over committed without its answer reaching the indicator. */
  restarts: number;
  ms: number;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One POST through nginx; status 0 when no answer came at all. */
async function post(url: string, body: object, headers: Record<string, string>): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // nginx's own 502 page: no JSON.
    }
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0, body: {} };
  }
}

const lost = (answer: Answer) => answer.status === 0 || answer.status >= 500;

/** One indicator's sign-in to the end: its activation, or why it gave up. */
export async function signIn(base: string, product: string, flow: Flow): Promise<FlowOutcome> {
  const started = performance.now();
  const outcome: FlowOutcome = { machineId: flow.machineId, retries: 0, restarts: 0, ms: 0 };
  const finish = (fields: Partial<FlowOutcome>) =>
    Object.assign(outcome, fields, { ms: Math.round(performance.now() - started) });
  /** Sends until an answer comes back that is not the kill's; `afterLoss` says whether an earlier try was lost. */
  const send = async (path: string, body: object, headers: Record<string, string>) => {
    let afterLoss = false;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const answer = await post(`${base}${path}`, body, headers);
      if (!lost(answer)) return { answer, afterLoss };
      afterLoss = true;
      outcome.retries += 1;
      await pause(RETRY_MS);
    }
    return { answer: { status: 0, body: {} }, afterLoss };
  };
  const refusal = (answer: Answer) =>
    `${answer.status} ${String(answer.body.code ?? answer.body.error ?? '')}`;
  const device = { 'x-forwarded-for': flow.ip };
  for (let run = 0; run < 3; run += 1) {
    const code = await send(
      '/api/device/code',
      { product, machineId: flow.machineId, machineName: 'Trading PC', platformVersion: PLATFORM },
      device,
    );
    if (code.answer.status !== 200) return finish({ failure: refusal(code.answer) });
    const { device_code, user_code } = code.answer.body as { device_code: string; user_code: string };
    const approval = await send(
      '/api/device/approve',
      { userCode: user_code },
      { authorization: flow.buyer.authorization, 'x-forwarded-for': flow.buyer.ip },
    );
    // A retried approval whose first try committed finds the code no longer pending.
    const approvedBefore = approval.afterLoss && approval.answer.body.code === 'device.userCode.notFound';
    if (approval.answer.status !== 200 && !approvedBefore)
      return finish({ failure: refusal(approval.answer) });
    for (let poll = 0; poll < ATTEMPTS; poll += 1) {
      const token = await send(
        '/api/device/token',
        { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code },
        device,
      );
      if (token.answer.status === 200)
        return finish({ activationId: String(token.answer.body.activationId) });
      const error = token.answer.body.error;
      if (error === 'slow_down' || error === 'authorization_pending') {
        await pause(Number(token.answer.body.interval ?? 5) * 1000);
        continue;
      }
      // The hand-over committed but its answer died with the instance: the code is used, sign in again.
      if (error === 'invalid_grant' && token.afterLoss) break;
      return finish({ failure: refusal(token.answer) });
    }
    outcome.restarts += 1;
  }
  return finish({ failure: 'gave up after 3 sign-ins' });
}

/** The machine ids of one `signInsAtRate` run start with this (its `salt` tells runs apart). */
export const machinePrefix = (salt: number) => `MOACT${salt.toString(36).toUpperCase()}`;

/**
 * Starts one sign-in every 1000 / `rate` ms for `seconds` (open loop, like the check-ins), each a new machine
 * (`MOACT…`) of the next buyer in turn, with its own address; resolves with every outcome once all have ended.
 */
export async function signInsAtRate(
  base: string,
  product: string,
  buyers: { authorization: string }[],
  { rate, seconds, salt }: { rate: number; seconds: number; salt: number },
): Promise<FlowOutcome[]> {
  const flows: Promise<FlowOutcome>[] = [];
  const start = performance.now();
  for (let index = 0; index < requestsIn(rate, seconds); index += 1) {
    const wait = dueAt(start, index, rate) - performance.now();
    if (wait > 0) await pause(wait);
    const buyer = buyers[index % buyers.length]!;
    flows.push(
      signIn(base, product, {
        machineId: `${machinePrefix(salt)}${String(index).padStart(6, '0')}`,
        buyer: { authorization: buyer.authorization, ip: addressOf(salt + 2 * index) },
        ip: addressOf(salt + 2 * index + 1),
      }),
    );
  }
  return Promise.all(flows);
}
