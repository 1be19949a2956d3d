import { createAccount, newPerson, signUpThroughForms } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { waitForEmail } from "../mail";

const VERIFY_TO_FOLLOW = "Verify your email to follow, connect, endorse and review.";

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
  await expect(page.getByText(VERIFY_TO_FOLLOW).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend the link" })).toBeVisible();

  await gotoHydrated(page, "/u/meera-raghunathan");
  await expect(main.getByRole("button", { name: "Follow" })).toHaveAttribute("aria-pressed", "false");
  await expect(main.getByText(/\d+ followers?$/).first()).toHaveText(before!);
});

test("the server refuses an unverified account's write even without the page's script", async ({ page }) => {
  await createAccount(page.context(), newPerson("unverified-post"), { verified: false });
  for (const [path, form, refusal] of [
    ["/u/meera-raghunathan", { intent: "follow" }, VERIFY_TO_FOLLOW],
    [
      "/api/connections/meera-raghunathan",
      { intent: "connect" },
      "Verify your email to connect with people.",
    ],
    [
      "/api/reviews/meera-raghunathan",
      { intent: "review", rating: "5", content: "Wonderful to work with." },
      "Verify your email to write reviews.",
    ],
  ] as const) {
    const response = await page.context().request.post(path, { form, maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    expect(await response.text(), path).toContain(refusal);
  }
});

test("verifying in another tab is noticed on return: the banner goes and Follow works", async ({ page }) => {
  // Verification is this test's subject: the account comes from the real sign-up, with its email.
  const person = newPerson("verifies-later");
  await signUpThroughForms(page.context(), person, { verified: false });
  await gotoHydrated(page, "/u/meera-raghunathan");
  await expect(page.getByText("Please verify your email to post, apply and send messages.")).toBeVisible();

  // The link is opened elsewhere (another tab, the phone's mail app).
  const email = await waitForEmail(person.email, /Verify your email/);
  expect((await page.context().request.get(email.link, { maxRedirects: 0 })).status()).toBe(302);

  // Coming back to this tab.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(page.getByText("Please verify your email to post, apply and send messages.")).toHaveCount(0);
  await page.getByRole("main").getByRole("button", { name: "Follow" }).click();
  await expect(page.getByText("Following successfully")).toBeVisible();
});
