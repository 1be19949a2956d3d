import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { user } from "~/db/schema";
import { listSubmissions } from "~/features/staff/list-submissions.server";
import { setStaffRole } from "~/features/staff/set-staff-role.server";
import { action as contactAction } from "~/routes/contact";
import { loader as notFoundLoader } from "~/routes/not-found";
import { callRoute, formRequest, getRequest } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

setUpTestDatabase();

describe("staff listing", () => {
  it("lists contact messages newest first, limited", async () => {
    for (const subject of ["First", "Second", "Third"]) {
      await callRoute(
        contactAction,
        formRequest("/contact", { name: "Asha", email: "asha@example.com", subject, message: "Hi" }),
      );
    }
    const rows = await listSubmissions("contact", 2);
    expect(rows.map((row) => (row as unknown as { subject: string }).subject)).toEqual(["Third", "Second"]);
  });

  it("lists only the asked-for kind of site event", async () => {
    await callRoute(notFoundLoader, getRequest("/missing-for-staff"));
    const notFound = await listSubmissions("not-found");
    expect(notFound.some((row) => (row as unknown as { path: string }).path === "/missing-for-staff")).toBe(
      true,
    );
    const clientErrors = await listSubmissions("client-errors");
    expect(
      clientErrors.some((row) => (row as unknown as { path: string }).path === "/missing-for-staff"),
    ).toBe(false);
  });
});

describe("staff role", () => {
  it("is granted and revoked by email, and reports an unknown address", async () => {
    await getDb()
      .insert(user)
      .values({ id: "staff-test-user", name: "Staff Person", email: "staff.person@example.com" });
    expect(await setStaffRole(" Staff.Person@example.com ", true)).toBe(true);
    expect((await getDb().select().from(user).where(eq(user.id, "staff-test-user")))[0]!.role).toBe("staff");
    expect(await setStaffRole("staff.person@example.com", false)).toBe(true);
    expect((await getDb().select().from(user).where(eq(user.id, "staff-test-user")))[0]!.role).toBe("member");
    expect(await setStaffRole("nobody@example.com", true)).toBe(false);
  });
});
