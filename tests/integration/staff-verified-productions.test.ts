import { describe, expect, it } from "vitest";
import { productions } from "~/db/schema";
import { listVerifiedProductions, VERIFIED_SHOWN } from "~/features/productions/staff-review.server";
import { loader as staffLoader } from "~/routes/staff/productions";
import { signedInMember } from "../factories";
import { get } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * Staff revoke a verification from the staff page. It lists the
 * first VERIFIED_SHOWN verified productions by name; past that, staff find one
 * by its name, so no verified production is out of their reach.
 */
const db = setUpTestDatabase();

async function addProductions(count: number, { verified, prefix }: { verified: boolean; prefix: string }) {
  await db()
    .insert(productions)
    .values(
      Array.from({ length: count }, (_, index) => ({
        slug: `${prefix.toLowerCase()}-${index}`,
        name: `${prefix} ${String(index).padStart(3, "0")}`,
        kind: "production-house" as const,
        website: `https://${prefix.toLowerCase()}${index}.example`,
        ...(verified
          ? {
              verifiedAt: new Date(),
              verifiedMethod: "staff" as const,
              verifiedDetail: "GSTIN 27AABCB4821K1ZQ",
            }
          : {}),
      })),
    );
}

describe("the staff page's verified productions", () => {
  it("lists the first ones by name with how many there are, and finds any other by its name", async () => {
    await addProductions(VERIFIED_SHOWN + 5, { verified: true, prefix: "Zenith" });
    await addProductions(3, { verified: false, prefix: "Zephyr" });

    const firstPage = await listVerifiedProductions(db());
    expect(firstPage.rows).toHaveLength(VERIFIED_SHOWN);
    expect(firstPage.total).toBeGreaterThanOrEqual(VERIFIED_SHOWN + 5);
    const names = firstPage.rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    // The last one by name is past the first page, and a search finds it.
    const last = `Zenith ${String(VERIFIED_SHOWN + 4).padStart(3, "0")}`;
    const found = await listVerifiedProductions(db(), `enith ${String(VERIFIED_SHOWN + 4).padStart(3, "0")}`);
    expect(found.rows.map((row) => row.name)).toEqual([last]);
    expect(found.total).toBe(1);

    // Only verified productions: an unverified one is never offered for revoking.
    expect((await listVerifiedProductions(db(), "Zephyr")).rows).toEqual([]);
    // Wildcards are the name's own characters, not patterns.
    expect((await listVerifiedProductions(db(), "%")).rows).toEqual([]);
  });

  it("reads the search from the staff page's address, control characters and all, without failing", async () => {
    await addProductions(2, { verified: true, prefix: "Quasar" });
    const staff = await signedInMember({ staff: true });
    const reply = await callRoute(
      staffLoader,
      get(`/staff/productions?verified=${encodeURIComponent("\u0000Quasar 001\u0007")}`, {
        cookie: staff.cookie,
      }),
    );
    expect(reply.status).toBe(200);
    const { verified } = reply.body as {
      verified: { name: string; total: number; rows: { name: string }[] };
    };
    expect(verified.name).toBe("Quasar 001");
    expect(verified.rows.map((row) => row.name)).toEqual(["Quasar 001"]);
  });
});
