// Requests sent the way a load test sends them (scripts/load-test.mjs, bench-processes.mjs): one
// at a time per client (closed loop), or each at its own moment whatever is still unanswered
// (open loop), and the figures read from their outcomes. A mix is `{ next(index) }`, giving the
// index-th request as `{ route, method, url, headers, body }`.
import http from "node:http";

const TIMEOUT_MS = 30_000;

/** Sends one request; resolves (never rejects) to its outcome, its time counted from `from`. */
export function send(agent, request, from) {
  const { route = "warm-up", method, url, headers, body } = request;
  const payload = body === undefined ? undefined : Buffer.from(body);
  return new Promise((resolve) => {
    const done = (status, error) =>
      resolve({ route, method, path: new URL(url).pathname, status, error, ms: performance.now() - from });
    const outgoing = http.request(
      url,
      {
        method,
        agent,
        headers: { ...headers, ...(payload ? { "Content-Length": String(payload.length) } : {}) },
      },
      (response) => {
        response.on("data", () => {});
        response.on("error", (error) => done(response.statusCode, error.message));
        response.on("end", () => done(response.statusCode));
      },
    );
    outgoing.setTimeout(TIMEOUT_MS, () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    outgoing.on("error", (error) => done(undefined, error.message));
    outgoing.end(payload);
  });
}

/** `concurrency` clients, each sending the mix's next request when its last is answered, for `seconds`. */
export async function closedLoop(agent, mix, { concurrency, seconds }) {
  let index = 0;
  const outcomes = [];
  const begin = performance.now();
  const end = begin + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const outcome = await send(agent, mix.next(index++), started);
      if (performance.now() <= end) outcomes.push(outcome);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { outcomes, perSecond: outcomes.length / seconds };
}

/**
 * The open loop: request i is due at begin + i / rate seconds and sent then,
 * however many are still unanswered; its time runs from when it was due.
 */
export async function openLoop(agent, mix, { rate, seconds }) {
  const scheduled = Math.round(rate * seconds);
  const begin = performance.now() + 100;
  const dueAt = (index) => begin + (index * 1000) / rate;
  const pending = [];
  let lateSends = 0;
  let index = 0;
  while (index < scheduled) {
    const now = performance.now();
    while (index < scheduled && dueAt(index) <= now) {
      if (now - dueAt(index) > 10) lateSends += 1;
      pending.push(send(agent, mix.next(index), dueAt(index)));
      index += 1;
    }
    if (index < scheduled) {
      const wait = dueAt(index) - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  const outcomes = await Promise.all(pending);
  return { scheduled, outcomes, lateSends, elapsedSeconds: (performance.now() - begin) / 1000 };
}

export function errorsByStatus(outcomes) {
  const errors = {};
  for (const outcome of outcomes) {
    if (outcome.status === 200) continue;
    const key = outcome.status ? String(outcome.status) : `no answer (${outcome.error})`;
    errors[key] = (errors[key] ?? 0) + 1;
  }
  return errors;
}

/** Count, errors and the percentiles of a list of outcomes' times (nearest rank). */
export function latencies(outcomes) {
  const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const rank = (p) =>
    times.length === 0 ? null : round(times[Math.max(0, Math.ceil(p * times.length) - 1)]);
  return {
    count: times.length,
    errors: outcomes.filter((outcome) => outcome.status !== 200).length,
    p50: rank(0.5),
    p95: rank(0.95),
    p99: rank(0.99),
    max: rank(1),
  };
}

export function round(value) {
  return Math.round(value * 10) / 10;
}
