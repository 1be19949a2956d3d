import { getDb } from "~/db/client.server";
import { createProduction } from "~/features/productions/save-production.server";
import { createAccount, expectNoHorizontalScroll, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

test("on a phone, a production's page and its management page fit the screen", async ({ page, context }) => {
  const owner = newPerson("owner");
  const { userId } = await createAccount(context, owner);
  // A long name and a long domain: the words that would push a narrow page wider.
  const tag = owner.username.slice(-6);
  const production = await createProduction(getDb(), userId, {
    name: `Chitrakatha Entertainment and Motion Pictures ${tag}`,
    kind: "production-house",
    website: `https://www.chitrakathaentertainmentmotionpictures${tag}.example`,
    about: "Feature films and web series in Hindi and Marathi, cast from our studio in Goregaon.",
  });

  await gotoHydrated(page, `/productions/${production.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Chitrakatha Entertainment");
  await expect(page.getByRole("main")).toContainText("Not verified:");
  await expectNoHorizontalScroll(page);

  await page.getByRole("link", { name: "Manage" }).click();
  await expect(page).toHaveURL(new RegExp(`/productions/${production.slug}/manage$`));
  await expect(page.getByRole("heading", { level: 2, name: "Verification" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send code" })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await gotoHydrated(page, "/productions");
  await expect(page.getByRole("region", { name: "Productions you belong to" })).toContainText(
    "Chitrakatha Entertainment",
  );
  await expectNoHorizontalScroll(page);
});
