import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

const VERIFY_FIRST = "Please verify your email before you post, apply or send messages.";

test("an unverified account is asked to verify before it follows, and nothing is stored", async ({
  page,
}) => {
  await createAccount(page.context(), newPerson("unverified"), { verified: false });
  await gotoHydrated(page, "/u/meera-raghunathan");
  const main = page.getByRole("main");
  const before = await main
    .getByText(/\d+ followers?$/)
    .first()
    .textContent();
  await main.getByRole("button", { name: "Follow" }).click();
  await expect(page.getByText(VERIFY_FIRST).first()).toBeVisible();
  await page.getByRole("button", { name: "Verify now" }).click();
  await expect(page).toHaveURL(/\/account$/);

  await gotoHydrated(page, "/u/meera-raghunathan");
  await expect(main.getByRole("button", { name: "Follow" })).toHaveAttribute("aria-pressed", "false");
  await expect(main.getByText(/\d+ followers?$/).first()).toHaveText(before!);
});

test("the server refuses an unverified account's write even without the page's script", async ({ page }) => {
  await createAccount(page.context(), newPerson("unverified-post"), { verified: false });
  for (const [path, form] of [
    ["/u/meera-raghunathan", { intent: "follow" }],
    ["/api/connections/meera-raghunathan", { intent: "connect" }],
    ["/api/reviews/meera-raghunathan", { intent: "review", rating: "5", content: "Wonderful to work with." }],
  ] as const) {
    const response = await page.context().request.post(path, { form, maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    expect(await response.text(), path).toContain(VERIFY_FIRST);
  }
});
