import type { Page } from "@playwright/test";
import { createApplication, createAudition } from "../../factories";
import { createAccount, field, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { addSessionCookie } from "../members";

/**
 * Issue 23, item 10: on phones the floating Feedback button covered Find
 * Opportunities, an applicant's Accept and the password rules. It must never
 * cover a control: at each width, the page is scrolled from top to bottom a
 * third of a screen at a time, and at every stop no control on screen may
 * share a pixel with a fixed Feedback button.
 */
async function controlsUnderFeedback(page: Page) {
  return page.evaluate(async () => {
    const controls =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=checkbox], [role=radio], [role=tab], [role=combobox], label";
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden";
    };
    const found = new Set<string>();
    const step = Math.floor(window.innerHeight / 3);
    const end = document.documentElement.scrollHeight;
    for (let top = 0; top <= end; top += step) {
      window.scrollTo(0, top);
      const floating = [...document.querySelectorAll("button")].filter(
        (button) =>
          /feedback/i.test(button.getAttribute("aria-label") ?? button.textContent ?? "") &&
          getComputedStyle(button).position === "fixed" &&
          shown(button),
      );
      for (const button of floating) {
        const area = button.getBoundingClientRect();
        for (const control of document.querySelectorAll(controls)) {
          if (control === button || button.contains(control) || control.contains(button)) continue;
          if (!shown(control) || !overlaps(control.getBoundingClientRect(), area)) continue;
          const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40);
          found.add(`${control.tagName.toLowerCase()} "${name}" at scroll ${top}`);
        }
      }
    }
    window.scrollTo(0, 0);
    return [...found];
  });
}

const WIDTHS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, isMobile: false, hasTouch: false },
  { width: 1600, height: 900, isMobile: false, hasTouch: false },
] as const;

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      isMobile: size.isMobile,
      hasTouch: size.hasTouch,
    });

    test("the Feedback button covers no control: Find Opportunities, the password rules, an applicant's Accept", async ({
      page,
      context,
    }) => {
      await gotoHydrated(page, "/");
      await expect(page.getByRole("button", { name: "Find Opportunities" })).toBeVisible();
      expect(await controlsUnderFeedback(page), "/ (home)").toEqual([]);

      await gotoHydrated(page, "/signup");
      // The rules still unmet are listed under the password while it is typed.
      await field(page.locator("form#signup"), "Password").fill("abc");
      await expect(page.locator("#password-strength").getByRole("listitem")).toHaveCount(4);
      expect(await controlsUnderFeedback(page), "/signup with the password rules").toEqual([]);

      const poster = await createAccount(context, newPerson("feedback-poster"));
      const audition = await createAudition({ title: "Feedback Button Musical", posterId: poster.userId });
      for (let n = 0; n < 6; n++) {
        const applicant = await createAccount(context, newPerson(`feedback-applicant-${n}`));
        await createApplication({
          posting: { kind: "audition", id: audition.id },
          posterId: poster.userId,
          applicantId: applicant.userId,
          note: "Trained in Kathak; free from Monday.",
        });
      }
      await context.clearCookies();
      await addSessionCookie(context, poster.userId);
      await gotoHydrated(page, `/auditions/${audition.id}/applicants`);
      await expect(page.getByRole("button", { name: /^Accept / })).toHaveCount(6);
      expect(await controlsUnderFeedback(page), "the applicants page").toEqual([]);
      // Feedback is still offered on every page: in the footer, or floating beside the content.
      await expect(page.getByRole("button", { name: "Give Feedback" }).first()).toBeVisible();
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/feedback-applicants-${size.width}.png`,
        });
      }
    });
  });
}
