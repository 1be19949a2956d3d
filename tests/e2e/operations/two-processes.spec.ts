import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startS3Server } from "../../support/s3-server.mjs";
import { jpeg } from "../../support/test-images";
import { createAccount, newPerson, signedInContext } from "../accounts/helpers";
import { E2E_AUTH_SECRET, E2E_PORT, e2eDatabaseUrl } from "../environment.mjs";
import { expect, gotoHydrated, test } from "../fixtures";

/**
 * Issue 28: two production server processes on one PostgreSQL (the e2e server's own database) and
 * one S3-compatible bucket, as two machines behind a load balancer: the same secret, so a session
 * made on one is good on the other. The e2e server itself is a third process on the same database.
 * That a chore runs once a slot whatever the number of processes is a fault-tier test
 * (tests/faults/chore-once-a-slot.test.ts): it is mostly a wait for the next minute.
 */
type Process = { url: string; stop: () => Promise<void> };

async function startServerProcess(port: number, s3Env: Record<string, string>): Promise<Process> {
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      ...s3Env,
      NODE_ENV: "production",
      PORT: String(port),
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
      PUBLIC_URL: origin,
      DATABASE_URL: e2eDatabaseUrl()!,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "rangmanch-e2e-process-")),
      AUTH_SECRET: E2E_AUTH_SECRET,
      WEB_CONCURRENCY: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ready = await fetch(`${origin}/readyz`).catch(() => null);
    if (ready?.ok) return { url: origin, stop };
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server on ${port} did not become ready`);
}

test.describe("two server processes on one PostgreSQL and one S3 bucket", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(!process.env.DATABASE_URL, "PGlite is one process: this is PostgreSQL's case");

  let one: Process;
  let two: Process;
  let closeS3: () => Promise<void>;

  test.beforeAll(async () => {
    // One of the few named exceptions to the 30 s limit: it starts two whole production servers
    // (migrations checked, caches warmed), 5 to 15 s each on the 2-core CI machine.
    test.setTimeout(90_000);
    const s3 = await startS3Server();
    closeS3 = s3.close;
    [one, two] = await Promise.all([
      startServerProcess(E2E_PORT + 50, s3.env),
      startServerProcess(E2E_PORT + 51, s3.env),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await closeS3?.();
  });

  test("a message sent through one process reaches a page open on the other, live (LISTEN/NOTIFY)", async ({
    browser,
  }) => {
    const sender = newPerson("process-one");
    const recipient = newPerson("process-two");
    const senderContext = await browser.newContext({ baseURL: one.url });
    await createAccount(senderContext, sender);
    await createAccount(await browser.newContext({ baseURL: two.url }), recipient);

    // The recipient's page and its live stream are served by the second process.
    const recipientContext = await signedInContext(browser, two.url, recipient);
    const inbox = await recipientContext.newPage();
    await gotoHydrated(inbox, `${two.url}/messages`);
    await expect(inbox.locator("html[data-live=open]")).toHaveCount(1);

    // The sender writes through the first.
    const page = await senderContext.newPage();
    await gotoHydrated(page, `/u/${recipient.username}`);
    await page.getByRole("link", { name: "Message", exact: true }).click();
    await expect(page).toHaveURL(/\/new-message\?recipient=\d+$/);
    await gotoHydrated(page, page.url());
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Sent through process one");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);

    const row = inbox.getByRole("link", { name: new RegExp(`^${sender.name}.*1 unread`) });
    await expect(row).toBeVisible({ timeout: 5000 });
    await expect(row).toContainText("Sent through process one");
    await expect(inbox.getByTestId("unread-messages")).toHaveText("1");
  });

  test("an image uploaded through one process is served by the other, from the bucket", async ({
    browser,
  }) => {
    const person = newPerson("uploader");
    const context = await browser.newContext({ baseURL: one.url });
    await createAccount(context, person);
    const uploaded = await context.request.post(`${one.url}/api/uploads`, {
      headers: { Origin: one.url },
      multipart: {
        purpose: "portfolio",
        file: { name: "stage.jpg", mimeType: "image/jpeg", buffer: await jpeg(900, 600) },
      },
    });
    expect(uploaded.status()).toBe(200);
    const { image } = (await uploaded.json()) as { image: { url: string; thumbnailUrl: string } };
    expect(image.url).toMatch(/^\/uploads\/[\w-]+\.webp$/);

    const fromOne = await context.request.get(`${one.url}${image.url}`);
    const fromTwo = await context.request.get(`${two.url}${image.url}`);
    expect(fromTwo.status()).toBe(200);
    expect(fromTwo.headers()["content-type"]).toBe("image/webp");
    expect(Buffer.compare(await fromTwo.body(), await fromOne.body())).toBe(0);
    // Cached by its validator on the other process too.
    const again = await context.request.get(`${two.url}${image.url}`, {
      headers: { "If-None-Match": fromTwo.headers().etag! },
    });
    expect(again.status()).toBe(304);
  });

  test("a rate limit counts requests through both processes together", async ({ playwright }) => {
    // The newsletter form allows 5 sign-ups an address in 10 minutes, wherever they arrive.
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    const request = await playwright.request.newContext({ extraHTTPHeaders: { "X-Forwarded-For": address } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const server = attempt % 2 === 0 ? one : two;
      const answer = await request.post(`${server.url}/api/newsletter`, {
        headers: { Origin: server.url },
        form: { email: `limit-${Date.now()}-${attempt}@example.com` },
      });
      statuses.push(answer.status());
    }
    // Three through each process; the sixth is refused though each process saw only three.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await request.dispose();
  });
});
