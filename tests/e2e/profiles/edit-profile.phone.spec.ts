import { createAccount, expectNoHorizontalScroll, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import {
  editorSection,
  ownProfileId,
  postProfileForm,
  profileForm,
  screenshotWholePage,
  uploadImage,
  waitForToastsToClose,
} from "./profile-helpers";
import { avatarJpeg, stillPng, stubThirdPartyEmbeds } from "./test-images";

test("on a phone, the filled editor and profile fit the screen, and an edit saves", async ({ page }) => {
  await stubThirdPartyEmbeds(page);
  const person = newPerson("phone");
  await createAccount(page.context(), person);
  const id = await ownProfileId(page.request, person.username);

  // A full profile, set up the way the editor sends it (the desktop test drives every control).
  const photo = await uploadImage(page.request, "avatar", await avatarJpeg());
  const still = await uploadImage(page.request, "portfolio", await stillPng());
  const username = `${person.username}-mobile`;
  const saved = await postProfileForm(
    page.request,
    id,
    profileForm({
      name: person.name,
      role: "Playback Singer & Voice Artist",
      location: "Chennai, Tamil Nadu",
      username,
      bio: "Carnatic-trained playback singer and dubbing artist working across Tamil and Telugu film. Also teaches voice for stage.",
      email: `hello-${person.username}@example.com`,
      instagram: `https://www.instagram.com/${person.username}/`,
      linkedin: `https://www.linkedin.com/in/${person.username}/`,
      videoPitchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      representation: "Raga Artists Agency",
      contactVisibility: "everyone",
      categories: JSON.stringify(["music", "voice-acting"]),
      skills: JSON.stringify(["Carnatic Vocals", "Dubbing", "Sight Reading"]),
      languages: JSON.stringify(["Tamil", "Telugu", "English"]),
      education: JSON.stringify(["B.Music, Madras University (2014)"]),
      awards: JSON.stringify([
        "State Award for Best Female Playback 2021",
        "Mirchi Music Award 2022",
        "Edison Award 2023",
      ]),
      instagramPosts: JSON.stringify(["https://www.instagram.com/reel/CxYz98765ab/"]),
      experience: JSON.stringify([
        {
          kind: "credit",
          role: "Playback singer",
          production: "The Thanjavur House",
          year: 2021,
          details: "Title song",
          mediaType: "movie",
          mediaId: "the-thanjavur-house",
        },
        { kind: "text", text: "Dubbed 40+ characters for streaming series" },
      ]),
      portfolio: JSON.stringify([
        { type: "image", title: "Live at Music Academy", description: "", url: "", imageId: still.id },
        {
          type: "video",
          title: "Studio session",
          description: "",
          url: "https://youtu.be/dQw4w9WgXcQ",
          imageId: null,
        },
      ]),
      photo: photo.id,
    }),
  );
  expect(saved.status(), await saved.text()).toBe(302);
  expect(saved.headers().location).toBe(`/u/${username}`);
  // That post left a "Profile updated" toast for the next page; this page view takes it.
  await page.request.get(`/u/${username}`);

  // The editor on a phone (its fit and accessibility are checked at the end, on the way back).
  await gotoHydrated(page, `/edit-profile/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Your Profile" })).toBeVisible();
  await screenshotWholePage(page, "screenshots/e2e-edit-profile-phone.png");

  // An edit by touch: a skill added with the keyboard's Enter, then Save.
  const skills = editorSection(page, "Skills");
  const skill = skills.getByRole("textbox", { name: "Add a skill", exact: true });
  await skill.tap();
  await skill.fill("Yakshagana");
  await skill.press("Enter");
  await expect(skills.getByRole("list", { name: "Add a skill" }).getByRole("listitem")).toHaveText([
    "Carnatic Vocals",
    "Dubbing",
    "Sight Reading",
    "Yakshagana",
  ]);
  await page.getByRole("button", { name: "Save Changes" }).tap();
  await expect(page).toHaveURL(new RegExp(`/u/${username}$`));
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();

  // The profile on a phone: the sections are there and nothing sticks out.
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(person.name);
  await expect(main.getByRole("img", { name: person.name, exact: true })).toHaveAttribute("src", photo.url);
  await expect(main.getByRole("button", { name: "+1 more" })).toBeVisible();
  await expect(main.getByText("The Thanjavur House", { exact: true })).toBeVisible();
  await expect(page.getByRole("complementary").getByText("Yakshagana", { exact: true })).toBeVisible();
  await main.getByRole("button", { name: "Watch Introduction" }).tap();
  const intro = page.getByRole("dialog", { name: `${person.name}: introduction` });
  await expect(intro.locator("iframe")).toBeVisible();
  const box = await intro.boundingBox();
  expect(
    box && box.x >= 0 && box.x + box.width <= page.viewportSize()!.width,
    "the dialog fits the screen",
  ).toBe(true);
  await intro.getByRole("button", { name: "Close" }).tap();
  await expect(intro).toBeHidden();
  await main.getByRole("button", { name: "Open Live at Music Academy" }).tap();
  const lightbox = page.getByRole("dialog", { name: "Live at Music Academy" });
  await expect(lightbox.getByRole("img", { name: "Live at Music Academy" })).toBeVisible();
  await lightbox.getByRole("button", { name: "Close" }).tap();
  await expect(lightbox).toBeHidden();
  await expectNoHorizontalScroll(page);
  await waitForToastsToClose(page);
  await screenshotWholePage(page, "screenshots/e2e-profile-filled-phone.png");

  // Back in the editor: one column that fits the screen, and it passes the accessibility scan.
  await main.getByRole("link", { name: "Edit Profile" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Your Profile" })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expectNoHorizontalScroll(page);
});
