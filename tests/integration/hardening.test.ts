import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { LIMITS } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { loader as profileLoader } from "~/routes/public-profile";
import { sendResponse, toFetchRequest } from "../../server/fetch-bridge";
import { clientAddress, refuseCrossSiteWrites } from "../../server/request-guards";
import { createMember, signedInMember } from "../factories";
import { createAppHandler, send } from "../support/app-handler";
import { STRONG_PASSWORD } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

let handler: Awaited<ReturnType<typeof createAppHandler>>;
beforeAll(async () => {
  handler = await createAppHandler();
});

const request = (path: string, init: RequestInit & { ip?: string; cookie?: string } = {}) => {
  const headers = new Headers(init.headers);
  headers.set(CLIENT_ADDRESS_HEADER, init.ip ?? "192.0.2.10");
  headers.set("Referer", "http://localhost:3000/");
  if (init.cookie) headers.set("Cookie", init.cookie);
  return new Request(`http://localhost:3000${path}`, { ...init, headers });
};

async function count(kind: string) {
  const rows = await db().execute<{ n: number }>(
    sql`select count(*)::int as n from site_events where kind = ${kind}`,
  );
  return (
    (rows as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]!.n
  );
}

describe("anonymous writes have limits", () => {
  it("stores a few browser error reports per address, then drops the rest (still 204)", async () => {
    const report = (ip: string) =>
      handler(
        request("/api/client-errors", {
          method: "POST",
          ip,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ message: "TypeError", path: "/jobs", stack: "at x" }),
        }),
      );
    const before = await count("client_error");
    const max = LIMITS.clientErrorsPerAddress.max;
    for (let i = 0; i < max + 5; i++) expect((await report("192.0.2.20")).status).toBe(204);
    expect(await count("client_error")).toBe(before + max);
    await report("192.0.2.21");
    expect(await count("client_error")).toBe(before + max + 1);
  });

  it("records a few unknown paths per address, then answers 404 without a row", async () => {
    const before = await count("not_found");
    const max = LIMITS.notFoundEventsPerAddress.max;
    for (let i = 0; i < max + 5; i++) {
      expect((await handler(request(`/no-such-page-${i}.data`, { ip: "192.0.2.30" }))).status).toBe(404);
    }
    expect(await count("not_found")).toBe(before + max);
  });

  it("counts every anonymous write against a default limit per address", async () => {
    const max = LIMITS.anonymousWritesPerAddress.max;
    const post = () =>
      send(
        handler,
        // Signing out has no limit of its own, so only the default one can refuse it.
        request("/logout", {
          method: "POST",
          ip: "192.0.2.40",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({}),
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) statuses.push((await post()).status);
    expect(statuses).not.toContain(429);
    const last = await post();
    expect(last.status).toBe(429);
    expect(last.text).toContain("too often");
  });
});

describe("addresses as limits count them", () => {
  it("a new IPv6 address from the same /64 for every guess is still one address", async () => {
    const member = await createMember({ password: STRONG_PASSWORD });
    const guess = (i: number) =>
      send(
        handler,
        request("/login.data", {
          method: "POST",
          ip: `2001:db8:77:1::${(i + 1).toString(16)}`,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email: member.email, password: `Wrong#Guess${i}` }),
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.signInFailures.max; i++) statuses.push((await guess(i)).status);
    expect(statuses).toEqual(Array(LIMITS.signInFailures.max).fill(401));
    expect((await guess(99)).status).toBe(429);
  });
});

describe("security events anyone can cause", () => {
  it("keeps a few failed sign-ins and refusals per address, so a flood cannot push the rest off the staff page", async () => {
    const max = LIMITS.securityEventsPerAddress.max;
    const stored: boolean[] = [];
    for (let i = 0; i < max + 5; i++) {
      stored.push(
        await recordSecurityEvent({
          type: "sign_in_failed",
          email: `x${i}@example.com`,
          ipAddress: "192.0.2.99",
        }),
      );
    }
    expect(stored.filter(Boolean)).toHaveLength(max);
    expect(
      await recordSecurityEvent({ type: "sign_in_failed", email: "y@example.com", ipAddress: "192.0.2.98" }),
    ).toBe(true);
    // Events nobody can cause at will are always kept.
    expect(await recordSecurityEvent({ type: "password_changed", ipAddress: "192.0.2.99" })).toBe(true);
  });
});

describe("caching", () => {
  it("marks pages and data drawn for a signed-in person private and unstored", async () => {
    const { cookie } = await signedInMember();
    for (const path of ["/about.data", "/_.data", "/u/aarav-malhotra.data", "/account.data"]) {
      const response = await handler(request(path, { cookie }));
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const signedOut = await handler(request("/about.data"));
    expect(signedOut.headers.get("cache-control")).toBe("private, no-cache");
  });
});

describe("public profile data", () => {
  it("does not carry the account's internal user id", async () => {
    const { status, body } = await callRoute(profileLoader, request("/u/aarav-malhotra"), {
      username: "aarav-malhotra",
    });
    expect(status).toBe(200);
    expect((body as { profile: Record<string, unknown> }).profile).not.toHaveProperty("userId");
    expect(JSON.stringify(body)).not.toMatch(/"userId"/);
  });
});

describe("redirect targets", () => {
  it.each(["/a\nb", "/a\u000bb", "/a\u3000b", "/\t/evil.example/"])(
    "a signed-in visit to /login with redirectTo=%j goes somewhere on this site, never a 500",
    async (target) => {
      const { cookie } = await signedInMember();
      const reply = await send(
        handler,
        request(`/login.data?redirectTo=${encodeURIComponent(target)}`, { cookie }),
      );
      expect(reply.status).toBe(302);
      expect(new URL(reply.location!, "http://localhost:3000").host).toBe("localhost:3000");
    },
  );

  it.each(["/a\nb", "/a\u000bb", "/a\u3000b"])(
    "a plain form post to /api/favorites with redirectTo=%j goes back somewhere on this site",
    async (target) => {
      const { cookie } = await signedInMember();
      const reply = await send(
        handler,
        request("/api/favorites", {
          method: "POST",
          cookie,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "save", kind: "profile", itemId: "1", redirectTo: target }),
        }),
      );
      expect(reply.status).toBe(302);
      expect(new URL(reply.location!, "http://localhost:3000").host).toBe("localhost:3000");
    },
  );
});

describe("an Origin the router would refuse", () => {
  /** The Express edge's guards in front of the whole app, as server/app.ts mounts them, on a loopback port. */
  async function startEdge() {
    const warnings: string[] = [];
    const app = express();
    app.use((req, _res, next) => {
      // What pino-http's request logger is to the guards: here, it keeps what was warned.
      (req as unknown as { log: unknown }).log = {
        warn: (_facts: unknown, message: string) => warnings.push(message),
      };
      next();
    });
    app.use(clientAddress, refuseCrossSiteWrites(undefined));
    app.all("/{*splat}", async (req, res) => {
      await sendResponse(res, await handler(toFetchRequest(req, res)));
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, warnings };
  }

  it("a same-host https Origin on an http server is refused at the edge: a 403 and one warning, no stack trace", async () => {
    const { server, url, warnings } = await startEdge();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const signIn = (origin: string) =>
        fetch(`${url}/login`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
          body: "",
        });
      const refused = await signIn(url.replace("http://", "https://"));
      expect(refused.status).toBe(403);
      expect(await refused.text()).toBe("Cross-site requests are not allowed.");
      expect(warnings).toEqual(["refused a cross-site write"]);
      expect(logged).not.toHaveBeenCalled();
      // Our own origin reaches the router as before.
      expect((await signIn(url)).status).not.toBe(403);
      expect(warnings).toHaveLength(1);
    } finally {
      logged.mockRestore();
      server.close();
    }
  });
});
