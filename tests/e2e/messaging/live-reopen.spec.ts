import { createMessage } from "../../factories/messages";
import { newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { createAccount } from "../members";

test("a live stream refused while the database restarts (503) is opened again by the page, and brings what was sent meanwhile", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const recipient = newPerson("recipient");
  const { profileId } = await createAccount(context, recipient);
  const sender = newPerson("sender");
  const senderContext = await browser.newContext({ baseURL });
  const { userId: senderId } = await createAccount(senderContext, sender);

  // The first stream is refused as the server refuses everything while its database is gone;
  // a browser's EventSource gives up on such an answer for good.
  let refused = 0;
  await page.route("**/api/live?*", async (route) => {
    if (refused > 0) return route.continue();
    refused++;
    await route.fulfill({
      status: 503,
      headers: { "Retry-After": "5" },
      contentType: "application/json",
      body: JSON.stringify({ ok: false, message: "Rangmanch can't reach its database just now." }),
    });
  });
  await gotoHydrated(page, "/messages");
  await expect(page.locator("html[data-live=closed]")).toHaveCount(1);

  await createMessage(senderId, profileId, "Sent while your page's stream was refused");
  // The page opens the stream again by itself after the wait, from the event it last had.
  await expect(page.locator("html[data-live=open]")).toHaveCount(1, { timeout: 10_000 });
  await expect(page.getByRole("link", { name: new RegExp(`^${sender.name}.*1 unread`) })).toBeVisible();
  expect(refused).toBe(1);
  await senderContext.close();
});
