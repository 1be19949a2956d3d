import { eq } from "drizzle-orm";
import { productions } from "~/db/schema";
import { PRODUCTION_MESSAGES } from "~/features/productions/production-messages";
import { createProduction } from "~/features/productions/save-production.server";
import { createAudition } from "../../factories";
import { createAccount, newPerson } from "../accounts/helpers";
import { e2eDatabase } from "../database";
import { expect, gotoHydrated, test } from "../fixtures";
import { waitForEmail } from "../mail";
import { cardTitled, newProductionNames } from "./production-helpers";

// A mark of trust says what was proven and ends when that changes
// (docs/decisions/059-productions-and-their-verification.md, 065-registrable-domains-and-open-mail-services.md).
// The rules are the integration tier's (tests/integration/productions.test.ts); this is what an owner
// trying to turn them meets on the management page, and what a visitor then sees on the card.

test("a public inbox, a code sent to the old domain and a website on a public suffix are refused on the owners' page", async ({
  page,
  context,
}) => {
  const owner = newPerson("owner");
  const { userId } = await createAccount(context, owner);
  const names = newProductionNames("Kiran");
  const production = await createProduction((await e2eDatabase()).db, userId, {
    name: names.name,
    kind: "independent-film",
    website: names.website,
  });
  await gotoHydrated(page, `/productions/${production.slug}/manage`);
  const verification = cardTitled(page, "Verification");
  const details = cardTitled(page, "Details");

  // A disposable inbox proves nothing about who runs a website; what was typed stays.
  const address = verification.getByLabel(`An email address at ${names.domain}`);
  await address.fill("casting@mailinator.com");
  await verification.getByRole("button", { name: "Send code" }).click();
  await expect(verification.getByRole("alert")).toHaveText(PRODUCTION_MESSAGES.freeMail);
  await expect(address).toHaveValue("casting@mailinator.com");

  // A code sent to the website's domain, then the website moved to another domain: the code is refused.
  const castingAddress = `casting@${names.domain}`;
  await address.fill(castingAddress);
  await verification.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`We have sent a code to ${castingAddress}.`)).toBeVisible();
  const email = await waitForEmail(castingAddress, /production verification code/);
  const code = email.text.match(/ is (\d{6})\./)?.[1];
  expect(code, `a 6-digit code in "${email.text}"`).toMatch(/^\d{6}$/);
  const elsewhere = newProductionNames("Tara");
  await details.getByLabel("Website").fill(elsewhere.website);
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(verification.getByLabel(`An email address at ${elsewhere.domain}`)).toBeVisible();
  await verification.getByLabel("Code from the email").fill(code!);
  await verification.getByRole("button", { name: "Verify" }).click();
  await expect(verification.getByRole("alert")).toHaveText(
    PRODUCTION_MESSAGES.codeForOldDomain(names.domain),
  );
  await expect(verification.getByText(/^Verified:/)).toHaveCount(0);

  // A website on a public suffix (co.in is everybody's) has no domain to prove: no code is offered.
  await details.getByLabel("Website").fill("https://co.in");
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(verification).toContainText(
    "The website is not on a domain of its own, so ask our staff instead.",
  );
  await expect(verification.getByRole("button", { name: "Send code" })).toHaveCount(0);
});

test("a staff-verified production that renames itself loses its badge on its postings' cards at once", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const owner = newPerson("owner");
  const { userId } = await createAccount(context, owner);
  const names = newProductionNames("Chhota");
  const db = (await e2eDatabase()).db;
  const production = await createProduction(db, userId, {
    name: names.name,
    kind: "theatre-group",
    website: names.website,
  });
  // As staff's approval of its registration leaves it (staff-review.server.ts).
  await db
    .update(productions)
    .set({ verifiedAt: new Date(), verifiedMethod: "staff", verifiedDetail: "GSTIN 27AAPFU0939F1ZV" })
    .where(eq(productions.id, production.id));
  const title = `Chorus for a street play ${names.tag}`;
  await createAudition({ posterId: userId, productionId: production.id, company: names.name, title });

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  // A search of its own: the server keeps lists a few seconds, and an earlier test may have read this
  // filter's before the factory wrote the audition (a write through the server empties them).
  const verifiedList = `/auditions?by=verified&q=${names.tag}`;
  await gotoHydrated(visitor, verifiedList);
  const card = visitor.getByRole("article").filter({ has: visitor.getByRole("heading", { name: title }) });
  // Chromium reads the badge's hidden name after a space: "Verified production : name".
  await expect(
    card.getByRole("link", { name: new RegExp(`^Verified production\\s*: ${names.name}$`) }),
  ).toBeVisible();

  // The owner takes a famous studio's name: a verification vouches for a name, so it ends.
  await gotoHydrated(page, `/productions/${production.slug}/manage`);
  const details = cardTitled(page, "Details");
  const famous = `Dharma Productions ${names.tag}`;
  await details.getByRole("textbox", { name: "Name", exact: true }).fill(famous);
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(PRODUCTION_MESSAGES.updatedUnverified)).toBeVisible();

  await gotoHydrated(visitor, verifiedList);
  await expect(card).toHaveCount(0);
  await gotoHydrated(visitor, `/auditions?q=${names.tag}`);
  await expect(
    card.getByRole("link", { name: new RegExp(`^Production not verified\\s*: ${famous}$`) }),
  ).toBeVisible();
  await expect(card.getByRole("link", { name: /^Verified production/ })).toHaveCount(0);
  await visitor.context().close();
});
