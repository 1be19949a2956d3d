import { eq } from "drizzle-orm";
import { type Database, getDb } from "~/db/client.server";
import { user } from "~/db/schema";

type Change = [email: string, staff: boolean];

/** Makes an account staff (or a member again). Returns false when no account has that email. */
export function setStaffRole(db: Database, ...change: Change): Promise<boolean>;
/** @deprecated Pass the database handle first (decision 021). Kept for `npm run staff` (scripts/staff.ts). */
export function setStaffRole(...change: Change): Promise<boolean>;
export function setStaffRole(...args: [Database, ...Change] | Change): Promise<boolean> {
  return typeof args[0] === "string"
    ? updateRole(getDb(), ...(args as Change))
    : updateRole(...(args as [Database, ...Change]));
}

async function updateRole(db: Database, email: string, staff: boolean) {
  const updated = await db
    .update(user)
    .set({ role: staff ? "staff" : "member", updatedAt: new Date() })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return updated.length > 0;
}
