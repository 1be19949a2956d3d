import { describe, expect, it } from "vitest";
import { isNavigationItemActive, NAVIGATION, navigationFor } from "./navigation";

const item = (name: string) => NAVIGATION.find((entry) => entry.label() === name)!;

describe("navigation active rules", () => {
  it("lists the spec's links in order", () => {
    expect(NAVIGATION.map((entry) => entry.path)).toEqual([
      "/",
      "/auditions",
      "/jobs",
      "/collaboration",
      "/city-opportunities",
      "/feed",
      "/news",
      "/library",
      "/messages",
      "/profile/me",
    ]);
  });

  // Signed out, Profile once opened /profile/1, a stranger's profile (decision 068).
  it("sends a signed-out visitor's Profile link to their own profile, and a member's to theirs", () => {
    expect(navigationFor(null).find((entry) => entry.label() === "Profile")?.path).toBe("/profile/me");
    expect(navigationFor("asha").find((entry) => entry.label() === "Profile")?.path).toBe("/u/asha");
  });

  it("marks home only on /", () => {
    expect(isNavigationItemActive(item("Home"), "/")).toBe(true);
    expect(isNavigationItemActive(item("Home"), "/jobs")).toBe(false);
  });

  it("marks city opportunities on any city-opportunities or city-auditions path", () => {
    expect(isNavigationItemActive(item("City Opportunities"), "/city-auditions/mumbai")).toBe(true);
    expect(isNavigationItemActive(item("City Opportunities"), "/city-opportunities")).toBe(true);
    expect(isNavigationItemActive(item("City Opportunities"), "/jobs")).toBe(false);
  });

  it("marks the profile link on any path containing /profile", () => {
    expect(isNavigationItemActive(item("Profile"), "/profile/42")).toBe(true);
    expect(isNavigationItemActive(item("Profile"), "/settings/profile")).toBe(true);
    expect(isNavigationItemActive(item("Profile"), "/edit-profile/3")).toBe(false);
    expect(isNavigationItemActive(item("Profile"), "/u/someone")).toBe(false);
  });

  it("marks a section on its sub-pages but not on a longer sibling name", () => {
    expect(isNavigationItemActive(item("Auditions"), "/auditions/create")).toBe(true);
    expect(isNavigationItemActive(item("Jobs"), "/jobsearch")).toBe(false);
  });
});
