import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { user } from "~/db/schema";

/** Makes an account staff (or a member again). Returns false when no account has that email. */
export async function setStaffRole(email: string, staff: boolean) {
  const updated = await getDb()
    .update(user)
    .set({ role: staff ? "staff" : "member", updatedAt: new Date() })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return updated.length > 0;
}
