import { createMember, createProfile } from "../../factories";
import { e2eDatabase } from "../database";
import { expect, gotoHydrated, test } from "../fixtures";

// What a profile's sidebar says of its member.

test("the profile sidebar describes the member's own category, not the first of their list", async ({
  page,
}) => {
  await e2eDatabase();
  const member = await createMember({ name: "Sidebar Director", verified: true });
  const profile = await createProfile(member, { role: "Director", categories: ["acting", "directing"] });
  await gotoHydrated(page, `/u/${profile.username}`);
  const sidebar = page.getByRole("complementary");
  await expect(sidebar.getByRole("heading", { level: 2, name: "Directing" })).toBeVisible();
  await expect(sidebar.getByRole("heading", { level: 2, name: "Acting" })).toHaveCount(0);
});
