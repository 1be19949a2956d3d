import fs from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrateDatabase } from "~/db/migrate.server";
import { auditions } from "~/db/schema";
import { parseAuditionQuery } from "~/features/postings/kinds/audition/audition-filters";
import { getAudition } from "~/features/postings/kinds/audition/get-audition.server";
import { listAuditions } from "~/features/postings/kinds/audition/list-auditions.server";
import { PAY_MESSAGES } from "~/features/postings/pay";
import { payBadge, rolePayWords } from "~/features/postings/pay-words";
import { listRoles } from "~/features/postings/posting-roles.server";
import { PERIOD_BY_ROLE_NOTE } from "~/features/postings/role-pay";
import { action as createAction } from "~/routes/postings/create";
import { signedInMember } from "../factories";
import { post } from "./account-helpers";
import { emptyDatabase, migrateFrom, migrationsBefore } from "./older-database";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

/** A Post an Audition form with these roles, a week from now; it states no pay of its own. */
function castingCall(title: string, roles: object[]) {
  return {
    title,
    project: "Monsoon Wedding",
    company: "Pink City Films",
    type: "In-person",
    date: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    location: "Bandra West, Mumbai",
    cityId: "mumbai",
    roles: JSON.stringify(roles),
  };
}

async function posted(title: string, roles: object[]) {
  const poster = await signedInMember();
  const reply = await callRoute(
    createAction,
    post("/auditions/create", castingCall(title, roles), { cookie: poster.cookie }),
  );
  const [row] = await db().select().from(auditions).where(eq(auditions.title, title));
  return { reply, row };
}

describe("pay per role (decision 061)", () => {
  it("asks no pay of a call with roles and shows the range of its roles' pay on its card and page", async () => {
    const { reply, row } = await posted("Sangeet Night", [
      { name: "Bride", payKind: "paid", payMin: "10000", payMax: "20000", payPer: "day" },
      { name: "Dancer", payKind: "paid", payMin: "5000", payPer: "day", needed: "8" },
      { name: "Child", payKind: "unpaid", payNote: "A credit and meals" },
    ]);
    expect(reply.status).toBe(302);
    expect(row).toMatchObject({ payKind: "paid", payMin: 5000, payMax: 20000, payPer: "day" });
    const list = await listAuditions(db(), parseAuditionQuery(new URLSearchParams("pay=paid")), null);
    const card = list.auditions.find((audition) => audition.title === "Sangeet Night");
    expect(payBadge(card!.pay)).toBe("₹5,000 to ₹20,000 per day");
    const page = await getAudition(db(), row!.id, null);
    expect(page?.roleDetails.map((role) => rolePayWords(role.pay))).toEqual([
      "₹10,000 to ₹20,000 per day",
      "₹5,000 per day",
      "Unpaid: A credit and meals",
    ]);
  });

  it("names no one period when its roles are paid by different ones", async () => {
    const { row } = await posted("Web Series Call", [
      { name: "Lead", payKind: "paid", payMin: "40000", payPer: "episode" },
      { name: "Day player", payKind: "paid", payMin: "6000", payPer: "day" },
    ]);
    expect(row).toMatchObject({
      payKind: "paid",
      payMin: 6000,
      payMax: 40000,
      payPer: null,
      payNote: PERIOD_BY_ROLE_NOTE,
    });
  });

  it("still asks a call without roles for its own pay", async () => {
    const { reply, row } = await posted("Open Call", []);
    expect(reply.status).toBe(400);
    expect((reply.body as { result: { error: Record<string, string[]> } }).result.error.payKind).toEqual([
      PAY_MESSAGES.kind,
    ]);
    expect(row).toBeUndefined();
  });
});

/** Migration 0043, run on a database the previous release left: roles with their pay as words. */
describe("an existing database keeps its roles' pay", () => {
  it("keeps each role's old words as its pay note, its kind unstated, and shows them as they were", async () => {
    const { handle, drop } = await emptyDatabase();
    const folder = await migrationsBefore("0043_role_pay");
    try {
      await migrateFrom(handle, folder);
      await handle.db.execute(sql`
        insert into auditions (id, title, project, company, date, location, type, pay_kind, pay_min, pay_per)
        values (1, 'Old Call', 'Old Film', 'Old Films', now() + interval '7 days', 'Mumbai', 'In-person',
          'paid', 5000, 'day')
      `);
      await handle.db.execute(sql`
        insert into posting_roles (audition_id, position, name, pay) values
          (1, 0, 'Meera', '₹15,000 a day'), (1, 1, 'Rahul', '')
      `);

      await migrateDatabase(handle);

      const roles = await listRoles(handle.db, { kind: "audition", id: 1 });
      expect(roles.map((role) => [role.name, role.pay])).toEqual([
        ["Meera", { kind: null, min: null, max: null, per: null, note: "₹15,000 a day" }],
        ["Rahul", { kind: null, min: null, max: null, per: null, note: "" }],
      ]);
      expect(roles.map((role) => rolePayWords(role.pay))).toEqual(["₹15,000 a day", ""]);
    } finally {
      await handle.close();
      await drop();
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
