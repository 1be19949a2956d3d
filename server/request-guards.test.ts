import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { clientAddress, refuseCrossSiteWrites } from "./request-guards";

const servers: import("node:http").Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A real Express app on loopback with the guards, echoing the address the app would see. */
async function start(trustProxy: boolean | number | string) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(clientAddress, refuseCrossSiteWrites);
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

  it("accepts a POST from our own origin, and any GET", async () => {
    const url = await start(false);
    const origin = new URL(url).origin;
    expect((await fetch(url, { method: "POST", headers: { Origin: origin } })).status).toBe(200);
    expect((await fetch(url, { headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });
});
