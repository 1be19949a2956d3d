import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import {
  allowOnlyKnownMethods,
  capRequestBodies,
  clientAddress,
  MAX_BODY_BYTES,
  refuseCrossSiteWrites,
} from "./request-guards";

const servers: import("node:http").Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A real Express app on loopback with the guards, echoing the address the app would see. */
async function start(trustProxy: boolean | number | string, publicUrl?: string) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(clientAddress, refuseCrossSiteWrites(publicUrl));
  app.all("/", (req, res) => {
    res.send(String(req.headers[CLIENT_ADDRESS_HEADER]));
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe("client address", () => {
  it("ignores X-Forwarded-For and a forged header unless the proxy is trusted", async () => {
    const url = await start(false);
    const seen = await (
      await fetch(url, { headers: { "X-Forwarded-For": "203.0.113.50", [CLIENT_ADDRESS_HEADER]: "6.6.6.6" } })
    ).text();
    expect(seen).toBe("127.0.0.1");
  });

  it("reads X-Forwarded-For from a trusted proxy", async () => {
    const url = await start("loopback");
    const seen = await (await fetch(url, { headers: { "X-Forwarded-For": "203.0.113.50" } })).text();
    expect(seen).toBe("203.0.113.50");
  });
});

/** A POST with a Host header of the test's choosing (fetch always sends the address it connects to). */
function postWithHost(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.end();
  });
}

describe("cross-site writes", () => {
  it.each([
    [{ Origin: "https://evil.example" }, 403],
    [{ "Sec-Fetch-Site": "cross-site" }, 403],
    [{ Origin: "null" }, 403],
    [{ Origin: "not a url" }, 403],
    [{}, 200],
    [{ "Sec-Fetch-Site": "same-origin" }, 200],
  ])("POST with %j answers %i", async (headers, status) => {
    const url = await start(false);
    const response = await fetch(url, { method: "POST", headers });
    expect(response.status).toBe(status);
  });

  it("refuses an Origin of our host with another scheme or port where the scheme is known", async () => {
    const url = await start("loopback");
    const { host, hostname } = new URL(url);
    for (const origin of [`https://${host}`, `http://${hostname}:1`, `ftp://${host}`]) {
      expect((await fetch(url, { method: "POST", headers: { Origin: origin } })).status).toBe(403);
    }
  });

  it("without PUBLIC_URL or a trusted proxy, takes the scheme the router sees (http): an https Origin is refused", async () => {
    const url = await start(false);
    const { host, hostname } = new URL(url);
    // The router checks an action's Origin against the request's own URL, http here: refused at the edge
    // with a 403, not by the router with a stack trace (issue 26's review).
    expect((await fetch(url, { method: "POST", headers: { Origin: `https://${host}` } })).status).toBe(403);
    expect((await fetch(url, { method: "POST", headers: { Origin: `http://${hostname}:1` } })).status).toBe(
      403,
    );
    expect((await fetch(url, { method: "POST", headers: { Origin: `http://${host}` } })).status).toBe(200);
  });

  it("takes the scheme a trusted proxy says the client used", async () => {
    const url = await start("loopback");
    const { host } = new URL(url);
    const behindTls = { Origin: `https://${host}`, "X-Forwarded-Proto": "https" };
    expect((await fetch(url, { method: "POST", headers: behindTls })).status).toBe(200);
    const plain = { Origin: `https://${host}` };
    expect((await fetch(url, { method: "POST", headers: plain })).status).toBe(403);
  });

  it("takes PUBLIC_URL as our origin when it is set, for a request the router sees as for it", async () => {
    const url = await start("loopback", "https://rangmanch.in");
    const asProxied = (origin: string, host = "rangmanch.in") =>
      postWithHost(url, { Host: host, "X-Forwarded-Proto": "https", Origin: origin });
    expect(await asProxied("https://rangmanch.in")).toBe(200);
    expect(await asProxied(new URL(url).origin)).toBe(403);
    expect(await asProxied("http://rangmanch.in")).toBe(403);
    // PUBLIC_URL's origin on a request for another host: the router would refuse it, so the edge does.
    expect(await asProxied("https://rangmanch.in", "evil.example")).toBe(403);
    // Behind a TLS proxy it does not trust, every request looks like http to the router: refused here.
    const untrusted = await start(false, "https://rangmanch.in");
    expect(await postWithHost(untrusted, { Host: "rangmanch.in", Origin: "https://rangmanch.in" })).toBe(403);
  });

  it("accepts a POST from our own origin, and any GET", async () => {
    const url = await start(false);
    const origin = new URL(url).origin;
    expect((await fetch(url, { method: "POST", headers: { Origin: origin } })).status).toBe(200);
    expect((await fetch(url, { headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });
});

/** An app with the method and body guards in front of a handler that reads the whole body. */
async function startBodyApp() {
  const app = express();
  app.use(
    allowOnlyKnownMethods,
    capRequestBodies({
      uploadPath: "/upload",
      maxUploadBytes: 1024 * 1024,
      uploadTooLargeMessage: "Images must be 1 MB or smaller.",
    }),
  );
  let bytesRead = 0;
  app.all("/{*splat}", (req, res) => {
    req.on("data", (chunk: Buffer) => {
      bytesRead += chunk.length;
    });
    req.on("end", () => res.send(`read ${bytesRead}`));
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, read: () => bytesRead };
}

/** A raw HTTP request (fetch cannot send TRACE, or a chunked body with no length). */
function rawRequest(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; allow?: string }>((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, allow: response.headers.allow });
    });
    request.on("error", reject);
    if (body) request.write(body);
    request.end();
  });
}

describe("methods", () => {
  it.each(["TRACE", "PUT", "PATCH", "DELETE", "PROPFIND"])("refuses %s with 405", async (method) => {
    const { url } = await startBodyApp();
    const reply = await rawRequest(`${url}/login`, method, {});
    expect(reply).toEqual({ status: 405, allow: "GET, HEAD, POST" });
  });

  it("answers OPTIONS with the list and lets GET, HEAD and POST through", async () => {
    const { url } = await startBodyApp();
    expect(await rawRequest(`${url}/`, "OPTIONS", {})).toEqual({ status: 204, allow: "GET, HEAD, POST" });
    for (const method of ["GET", "HEAD", "POST"]) {
      expect((await rawRequest(`${url}/`, method, {})).status).toBe(200);
    }
  });
});

describe("body cap", () => {
  it("refuses a declared length over the cap with 413 before reading it", async () => {
    const { url, read } = await startBodyApp();
    const response = await fetch(`${url}/contact`, { method: "POST", body: "a".repeat(MAX_BODY_BYTES + 1) });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("too large");
    expect(read()).toBe(0);
  });

  it("accepts a body at the cap, and an upload over it up to the upload limit", async () => {
    const { url } = await startBodyApp();
    expect((await fetch(`${url}/contact`, { method: "POST", body: "a".repeat(MAX_BODY_BYTES) })).status).toBe(
      200,
    );
    const upload = await fetch(`${url}/upload`, { method: "POST", body: "a".repeat(MAX_BODY_BYTES * 2) });
    expect(upload.status).toBe(200);
    const tooBig = await fetch(`${url}/upload`, { method: "POST", body: "a".repeat(1024 * 1024 + 1) });
    expect(tooBig.status).toBe(413);
  });

  // Issue 23, item 5: the upload controls got a text page and said "The upload failed. Please try again."
  it("refuses an oversized upload in the upload route's own JSON and words, unread", async () => {
    const { url, read } = await startBodyApp();
    const tooBig = await fetch(`${url}/upload`, { method: "POST", body: "a".repeat(1024 * 1024 + 1) });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ ok: false, message: "Images must be 1 MB or smaller." });
    expect(read()).toBe(0);
  });

  it("refuses a body with no declared length (chunked) except for uploads", async () => {
    const { url } = await startBodyApp();
    const chunked = { "Transfer-Encoding": "chunked" };
    expect((await rawRequest(`${url}/contact`, "POST", chunked, "a=b")).status).toBe(411);
    expect((await rawRequest(`${url}/upload`, "POST", chunked, "a=b")).status).toBe(200);
  });
});
