import { createAccount, expectNoHorizontalScroll, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

test("on a phone the list and the chat take turns: a conversation opens full screen, Back returns to the list", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 800 },
    isMobile: true,
    hasTouch: true,
  });
  const otherContext = await browser.newContext({ baseURL });
  const me = newPerson("phone");
  const other = newPerson("friend");
  await createAccount(context, me);
  await createAccount(otherContext, other);
  // The friend writes first, so the phone has a conversation to open.
  const friend = await otherContext.newPage();
  await gotoHydrated(friend, `/u/${me.username}`);
  await friend.getByRole("link", { name: "Message", exact: true }).click();
  await expect(friend).toHaveURL(/\/new-message\?recipient=\d+$/);
  await gotoHydrated(friend, friend.url());
  await friend
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("Saw your reel: lovely work. Shall we talk about my short film?");
  await friend.getByRole("button", { name: "Send Message" }).click();
  await expect(friend).toHaveURL(/\/messages\/\d+$/);

  const page = await context.newPage();
  await gotoHydrated(page, "/messages");
  const list = page.getByRole("region", { name: "Conversations" });
  await expect(list).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Messages" })).toBeHidden();
  await expectNoHorizontalScroll(page);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/messages-list-phone.png` });

  await list.getByRole("link", { name: new RegExp(`^${other.name}`) }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await expect(list).toBeHidden();
  const box = page.getByLabel(`Message to ${other.name}`);
  await expect(box).toBeVisible();
  await box.fill("Yes, happy to. Call me after 6?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(
    page.getByRole("list", { name: `Messages with ${other.name}` }).getByRole("listitem"),
  ).toHaveCount(2);
  await expectNoHorizontalScroll(page);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/messages-chat-phone.png` });

  await page.getByRole("link", { name: "Back to conversations" }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(list).toBeVisible();
  await Promise.all([context.close(), otherContext.close()]);
});
