import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createAccount, newPerson, signedInContext } from "../accounts/helpers";
import { E2E_AUTH_SECRET, e2eDatabaseUrl } from "../environment.mjs";
import { expect, gotoHydrated, test } from "../fixtures";

/** The second server's port: beside the e2e server's (3100) and its OpenID provider's (4100). */
const SECOND_PORT = 3150;

/**
 * A second production server on the e2e server's own PostgreSQL database
 * (tests/e2e/environment.mjs names it), with the same secret,
 * so a session made on one is good on the other, as behind a load balancer.
 */
async function startSecondServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const databaseUrl = e2eDatabaseUrl()!;
  const origin = `http://localhost:${SECOND_PORT}`;
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(SECOND_PORT),
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
      PUBLIC_URL: origin,
      DATABASE_URL: databaseUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "rangmanch-e2e-second-")),
      AUTH_SECRET: E2E_AUTH_SECRET,
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
    if (child.exitCode !== null) throw new Error(`the second server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error("the second server did not become ready");
}

test("a message sent through one server process reaches a page open on another, live (PostgreSQL LISTEN/NOTIFY)", async ({
  browser,
  baseURL,
}) => {
  test.skip(!process.env.DATABASE_URL, "PGlite is one process: this is PostgreSQL's case");
  // One of the few named exceptions to the 30 s limit: it starts and stops a whole second
  // production server (migrations checked, caches warmed), 5 to 15 s on the 2-core CI machine.
  test.setTimeout(60_000);
  const second = await startSecondServer();
  try {
    const sender = newPerson("first-server");
    const recipient = newPerson("second-server");
    const senderContext = await browser.newContext({ baseURL });
    await createAccount(senderContext, sender);
    await createAccount(await browser.newContext({ baseURL }), recipient);

    // The recipient's page and its live stream are served by the second process.
    const recipientContext = await signedInContext(browser, second.url, recipient);
    const inbox = await recipientContext.newPage();
    await gotoHydrated(inbox, `${second.url}/messages`);
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
  } finally {
    await second.stop();
  }
});
