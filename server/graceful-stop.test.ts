import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { trackForGracefulStop } from "./graceful-stop";

/**
 * A real HTTP server on a free port: /fast answers at once, /slow after
 * `slowMs`, /streaming sends its headers at once and ends after `slowMs`,
 * /hang never answers, /events is an event stream until `endStreams` ends it.
 */
async function startServer({ slowMs = 300, deadlineMs = 5000, newConnectionGraceMs = 2000 } = {}) {
  const streams = new Set<http.ServerResponse>();
  let slowStarted: () => void = () => {};
  const slowRequestArrived = new Promise<void>((resolve) => {
    slowStarted = resolve;
  });
  const server = http.createServer((req, res) => {
    if (req.url === "/fast") return res.end("fast");
    if (req.url === "/slow") {
      slowStarted();
      setTimeout(() => res.end("slow"), slowMs);
      return;
    }
    if (req.url === "/streaming") {
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.write("part one;");
      slowStarted();
      setTimeout(() => res.end("part two"), slowMs);
      return;
    }
    if (req.url === "/hang") return;
    if (req.url === "/events") {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write("retry: 2000\n\n");
      streams.add(res);
      res.once("close", () => streams.delete(res));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  const stop = trackForGracefulStop(server, {
    deadlineMs,
    newConnectionGraceMs,
    endStreams: () => {
      const count = streams.size;
      for (const res of streams) res.end("retry: 500\nevent: reconnect\ndata: {}\n\n");
      return count;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  servers.push(server);
  return { server, port, stop, slowRequestArrived };
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function get(port: number, path: string, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Opens a connection and resolves with the error code it gets, or "connected". */
function connect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** An event stream read as it comes: what it received, and when it ended. */
function openEvents(port: number) {
  let received = "";
  const ended = new Promise<string>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/events", agent: false }, (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          received += chunk;
        });
        res.on("end", () => resolve(received));
        res.on("error", reject);
      })
      .on("error", reject);
  });
  const opened = (async () => {
    while (!received.includes("retry: 2000")) await new Promise((resolve) => setTimeout(resolve, 5));
  })();
  return { opened, ended };
}

describe("a graceful stop", () => {
  it("finishes the request in flight, refuses new connections, closes idle ones and ends event streams", async () => {
    const { port, stop, slowRequestArrived } = await startServer();
    // An idle kept-alive connection: one answer given, nothing asked since.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, "/fast", agent)).body).toBe("fast");
    const [idleSocket] = Object.values(agent.freeSockets).flat();
    expect(idleSocket).toBeDefined();
    const idleClosed = new Promise<void>((resolve) => idleSocket?.once("close", () => resolve()));
    const events = openEvents(port);
    await events.opened;
    const slow = get(port, "/slow");
    await slowRequestArrived;

    const started = performance.now();
    const drained = stop.drain();
    expect(stop.draining).toBe(true);

    await idleClosed;
    const stream = await events.ended;
    expect(stream).toContain("retry: 500\nevent: reconnect\n");
    expect(await connect(port)).toBe("ECONNREFUSED");
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: "slow" });
    expect(answer.headers.connection).toBe("close");
    const report = await drained;
    expect(report).toMatchObject({ inFlight: 2, idleClosed: 1, streamsEnded: 1, cutAtDeadline: 0 });
    // It waited for the slow answer (300 ms), not for the deadline (5 s).
    expect(performance.now() - started).toBeGreaterThan(250);
    expect(report.ms).toBeLessThan(2000);
    agent.destroy();
  });

  it("answers a request that arrives on a kept-alive connection during the drain, with Connection: close", async () => {
    const { port, stop, slowRequestArrived } = await startServer();
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    // The first answer's headers (keep-alive) are out before the drain begins.
    socket.write("GET /streaming HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await slowRequestArrived;
    const drained = stop.drain();
    socket.write("GET /fast HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await closed;
    await drained;
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[0]).toContain("part two");
    expect(answers[1]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[1]).toMatch(/\r\nConnection: close\r\n/i);
    expect(answers[1]).toMatch(/fast$/);
  });

  it("closes a connection whose answer went out before the drain once that answer ends", async () => {
    const { port, stop, slowRequestArrived } = await startServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const streaming = get(port, "/streaming", agent);
    await slowRequestArrived;
    const [socket] = Object.values(agent.sockets).flat();
    const closed = new Promise<void>((resolve) => socket?.once("close", () => resolve()));
    const report = stop.drain();
    expect((await streaming).body).toBe("part one;part two");
    await closed;
    expect((await report).cutAtDeadline).toBe(0);
    agent.destroy();
  });

  it("serves a request sent on a new connection just as the drain began, and closes one that asks nothing", async () => {
    const { server, port, stop } = await startServer({ newConnectionGraceMs: 300 });
    const accepted = new Promise<void>((resolve) => server.once("connection", () => resolve()));
    const asking = net.connect(port, "127.0.0.1");
    await accepted;
    const silentAccepted = new Promise<void>((resolve) => server.once("connection", () => resolve()));
    const silent = net.connect(port, "127.0.0.1");
    await silentAccepted;
    const silentClosed = new Promise<number>((resolve) =>
      silent.once("close", () => resolve(performance.now())),
    );
    let received = "";
    asking.setEncoding("utf8");
    asking.on("data", (chunk: string) => {
      received += chunk;
    });
    const askingClosed = new Promise<void>((resolve) => asking.once("close", () => resolve()));
    // Accepted, nothing read yet: not idle. Its request comes as the drain begins.
    const started = performance.now();
    const drained = stop.drain();
    asking.write("GET /fast HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await askingClosed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    // The silent one is closed once the grace has passed.
    expect((await silentClosed) - started).toBeGreaterThanOrEqual(250);
    expect(await drained).toMatchObject({ idleClosed: 1, cutAtDeadline: 0 });
  });

  it("cuts what is still open at the deadline", async () => {
    const { port, stop } = await startServer({ deadlineMs: 200 });
    const hanging = get(port, "/hang").then(
      () => "answered",
      (error: NodeJS.ErrnoException) => error.code,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const report = await stop.drain();
    expect(report.cutAtDeadline).toBe(1);
    expect(report.ms).toBeGreaterThanOrEqual(190);
    expect(await hanging).toBe("ECONNRESET");
  });

  it("is one drain however often it is asked", async () => {
    const { stop } = await startServer();
    const first = stop.drain();
    expect(stop.drain()).toBe(first);
    expect(await first).toMatchObject({ inFlight: 0, cutAtDeadline: 0 });
  });
});
