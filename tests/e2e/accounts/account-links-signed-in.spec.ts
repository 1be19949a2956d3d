import { newPerson, signUpThroughForms } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { waitForEmail } from "../mail";

// The account emails' links and a provider's failure, opened by someone already signed in on this browser.

test("opening the verification link while signed in says the email is verified", async ({ page }) => {
  const person = newPerson("verifies-signed-in");
  await signUpThroughForms(page.context(), person, { verified: false });
  const email = await waitForEmail(person.email, /Verify your email/);
  await page.goto(email.link);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText("Your email is verified.")).toBeVisible();
});

test("social sign-in failing says so in the spec's toast beside the banner", async ({ page }) => {
  await gotoHydrated(page, "/login?social=failed&provider=google");
  await expect(
    page.getByText("Authentication failed. Please try again or use another method."),
  ).toBeVisible();
  await expect(page.getByText("Could not authenticate with Google. Please try again.")).toBeVisible();
});

test("resetting the password while signed in on this browser says it was updated", async ({
  page,
  member,
}) => {
  await gotoHydrated(page, "/forgot-password");
  const form = page.locator("form#forgot-password");
  await form.getByLabel("Email").fill(member.email);
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check Your Email" })).toBeVisible();
  const email = await waitForEmail(member.email, /Reset your Rangmanch password/);
  await page.goto(email.link);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const reset = page.locator("form#reset-password");
  await reset.getByLabel("New password", { exact: true }).fill("Curtain&Call97");
  await reset.getByLabel("Confirm new password").fill("Curtain&Call97");
  await reset.getByRole("button", { name: "Set New Password" }).click();
  // Every session was signed out, this one too: the sign-in page, with the news.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Password updated")).toBeVisible();
  await expect(page.getByText("Sign in with your new password.")).toBeVisible();
});
