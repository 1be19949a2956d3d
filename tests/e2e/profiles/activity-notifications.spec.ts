import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

// Issue 23, item 7: a follow rings the followed person's bell, live, and they can see who follows them.
test("a follow rings the bell live; the notice and the follower count both lead to the follower", async ({
  browser,
  page,
}) => {
  const followed = newPerson("followed");
  const fan = newPerson("fan");
  const followedContext = await browser.newContext();
  await createAccount(followedContext, followed);
  await createAccount(page.context(), fan);

  // The followed person has a page open, with the bell at nothing unread.
  const theirPage = await followedContext.newPage();
  await gotoHydrated(theirPage, "/feed");
  await expect(theirPage.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();

  await gotoHydrated(page, `/u/${followed.username}`);
  await page.getByRole("main").getByRole("button", { name: "Follow" }).click();
  await expect(page.getByText("Following successfully")).toBeVisible();

  // Without a reload, their bell counts it.
  const bell = theirPage.getByRole("link", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  const notice = theirPage.getByRole("link", { name: `Unread: ${fan.name} started following you` });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(theirPage).toHaveURL(new RegExp(`/u/${fan.username}$`));
  await expect(theirPage.getByRole("heading", { level: 1, name: fan.name })).toBeVisible();

  // Their own profile's count opens the list of followers, whose names open each profile.
  await gotoHydrated(theirPage, `/u/${followed.username}`);
  await theirPage.getByRole("main").getByRole("link", { name: "1 follower", exact: true }).click();
  await expect(theirPage).toHaveURL(new RegExp(`/u/${followed.username}/followers$`));
  await expect(
    theirPage.getByRole("heading", { level: 1, name: `People following ${followed.name}` }),
  ).toBeVisible();
  const followers = theirPage.getByRole("list", { name: `People following ${followed.name}` });
  await expect(followers.getByRole("listitem")).toHaveCount(1);
  await theirPage.getByRole("link", { name: "Following", exact: true }).click();
  await expect(theirPage.getByRole("heading", { name: "Not following anyone yet" })).toBeVisible();
  await theirPage.getByRole("link", { name: "Followers", exact: true }).click();
  await followers.getByRole("link", { name: fan.name }).click();
  await expect(theirPage).toHaveURL(new RegExp(`/u/${fan.username}$`));

  // The fan's own following list shows whom they follow.
  await gotoHydrated(page, `/u/${fan.username}/following`);
  await expect(
    page.getByRole("list", { name: `People ${fan.name} follows` }).getByRole("link", { name: followed.name }),
  ).toBeVisible();
  await followedContext.close();
});
