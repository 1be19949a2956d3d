import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connectionRequests } from "~/db/schema";
import { blockMember } from "~/features/blocks/member-blocks.server";
import {
  countConnections,
  getConnectionState,
  listPendingRequests,
} from "~/features/social/connections/connections.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import { action as connectionsAction, loader as connectionsLoader } from "~/routes/api/connections";
import { createProfile, signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

/** As the profile page's fetchers post it: from the profile, to the endpoint. */
function send(username: string, fields: Record<string, string>, cookie?: string) {
  const request = post(`/api/connections/${username}`, fields, { cookie });
  request.headers.set("Referer", `http://localhost:3000/u/${username}`);
  return callRoute(connectionsAction, request, { username });
}

describe("connection requests", () => {
  it("from someone either of the two has blocked are not listed, cannot be accepted, nor sent", async () => {
    const owner = await signedInMember({ name: "Owner Kavya" });
    const pest = await signedInMember({ name: "Pest Mohan" });
    expect((await send(owner.profile.username, { intent: "connect" }, pest.cookie)).status).toBe(200);
    const [request] = await listPendingRequests(db(), owner.member.id);
    expect(request).toBeDefined();

    await blockMember(db(), owner.member.id, pest.member.id);
    expect(await listPendingRequests(db(), owner.member.id)).toEqual([]);
    const accepted = await send(
      pest.profile.username,
      { intent: "accept-connection", requestId: String(request!.id) },
      owner.cookie,
    );
    expect(accepted.body).toMatchObject({ ok: false, message: "That connection request no longer exists." });
    expect(await countConnections(db(), owner.profile.id)).toBe(0);
    // The blocked member cannot ask again, nor the one who blocked them.
    const again = await send(owner.profile.username, { intent: "connect" }, pest.cookie);
    expect(again.body).toMatchObject({ ok: false, message: "You cannot connect with this member." });
    const reverse = await send(pest.profile.username, { intent: "connect" }, owner.cookie);
    expect(reverse.body).toMatchObject({ ok: false, message: "You cannot connect with this member." });
  });

  it("are sent once, seen by the owner with who asked, and accepted", async () => {
    const owner = await signedInMember({ name: "Owner Asha" });
    const asker = await signedInMember({ name: "Asker Ravi" });

    const sent = await send(owner.profile.username, { intent: "connect" }, asker.cookie);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      ok: true,
      message: "Connection request sent",
      connection: { status: "pending", connectionCount: 0 },
    });
    // Sending again while pending changes nothing.
    expect((await send(owner.profile.username, { intent: "connect" }, asker.cookie)).status).toBe(200);
    const rows = await db()
      .select()
      .from(connectionRequests)
      .where(eq(connectionRequests.profileId, owner.profile.id));
    expect(rows).toHaveLength(1);

    const pending = await listPendingRequests(db(), owner.member.id);
    expect(pending).toEqual([
      expect.objectContaining({
        id: rows[0]!.id,
        name: "Asker Ravi",
        username: asker.profile.username,
        role: asker.profile.role,
      }),
    ]);
    const ownerView = await getConnectionState(db(), owner.member.id, owner.profile.id);
    expect(ownerView).toMatchObject({ status: "self", incoming: [{ id: rows[0]!.id }] });
    // The owner, looking at the asker's profile, may answer there.
    expect(await getConnectionState(db(), owner.member.id, asker.profile.id)).toMatchObject({
      status: "incoming",
      requestId: rows[0]!.id,
    });

    const accepted = await send(
      owner.profile.username,
      { intent: "accept-connection", requestId: String(rows[0]!.id) },
      owner.cookie,
    );
    expect(accepted.body).toMatchObject({
      ok: true,
      message: "Connection request accepted",
      connection: { status: "self", connectionCount: 1, incoming: [] },
    });
    // Connected both ways, counted on both profiles.
    expect(await getConnectionState(db(), asker.member.id, owner.profile.id)).toMatchObject({
      status: "connected",
      connectionCount: 1,
    });
    expect(await getConnectionState(db(), owner.member.id, asker.profile.id)).toMatchObject({
      status: "connected",
    });
    expect(await countConnections(db(), asker.profile.id)).toBe(1);

    // Already connected: neither side can ask again or withdraw the connection.
    expect((await send(owner.profile.username, { intent: "connect" }, asker.cookie)).status).toBe(409);
    expect((await send(asker.profile.username, { intent: "connect" }, owner.cookie)).status).toBe(409);
    expect((await send(owner.profile.username, { intent: "withdraw-connection" }, asker.cookie)).status).toBe(
      409,
    );
    expect(await countConnections(db(), owner.profile.id)).toBe(1);
  });

  it("declined: shown as none to the sender, who may ask again", async () => {
    const owner = await signedInMember({ name: "Owner Bina" });
    const asker = await signedInMember({ name: "Asker Chetan" });
    await send(owner.profile.username, { intent: "connect" }, asker.cookie);
    const [request] = await listPendingRequests(db(), owner.member.id);

    const declined = await send(
      owner.profile.username,
      { intent: "decline-connection", requestId: String(request!.id) },
      owner.cookie,
    );
    expect(declined.body).toMatchObject({ ok: true, message: "Connection request declined" });
    expect(await listPendingRequests(db(), owner.member.id)).toEqual([]);
    expect(await getConnectionState(db(), asker.member.id, owner.profile.id)).toMatchObject({
      status: "none",
      connectionCount: 0,
    });
    // Accepting after declining is refused; the answer stands until a new request.
    const late = await send(
      owner.profile.username,
      { intent: "accept-connection", requestId: String(request!.id) },
      owner.cookie,
    );
    expect(late.status).toBe(409);

    const again = await send(owner.profile.username, { intent: "connect" }, asker.cookie);
    expect(again.body).toMatchObject({ ok: true, connection: { status: "pending" } });
    const [renewed] = await listPendingRequests(db(), owner.member.id);
    expect(renewed!.id).toBe(request!.id);
    const [row] = await db().select().from(connectionRequests).where(eq(connectionRequests.id, request!.id));
    expect(row).toMatchObject({ status: "pending", respondedAt: null });
  });

  it("withdrawn by the sender, leaving nothing for the owner", async () => {
    const owner = await signedInMember({ name: "Owner Deepa" });
    const asker = await signedInMember({ name: "Asker Esha" });
    await send(owner.profile.username, { intent: "connect" }, asker.cookie);
    const withdrawn = await send(owner.profile.username, { intent: "withdraw-connection" }, asker.cookie);
    expect(withdrawn.body).toMatchObject({
      ok: true,
      message: "Connection request withdrawn",
      connection: { status: "none" },
    });
    expect(await listPendingRequests(db(), owner.member.id)).toEqual([]);
    // Twice is harmless.
    expect((await send(owner.profile.username, { intent: "withdraw-connection" }, asker.cookie)).status).toBe(
      200,
    );
  });

  it("only the owner of the requested profile may answer; to others it does not exist", async () => {
    const owner = await signedInMember({ name: "Owner Farah" });
    const asker = await signedInMember({ name: "Asker Gautam" });
    const stranger = await signedInMember({ name: "Stranger Hema" });
    await send(owner.profile.username, { intent: "connect" }, asker.cookie);
    const [request] = await listPendingRequests(db(), owner.member.id);
    const requestId = String(request!.id);

    for (const who of [stranger, asker]) {
      for (const intent of ["accept-connection", "decline-connection"]) {
        // Through the owner's profile or their own: the request is not theirs to answer.
        for (const username of [owner.profile.username, who.profile.username]) {
          const answer = await send(username, { intent, requestId }, who.cookie);
          expect(answer.status).toBe(404);
          expect(answer.body).toMatchObject({
            ok: false,
            message: "That connection request no longer exists.",
          });
        }
      }
    }
    // An unknown id answers the same as someone else's.
    const unknown = await send(
      owner.profile.username,
      { intent: "accept-connection", requestId: "999999" },
      owner.cookie,
    );
    expect(unknown.status).toBe(404);
    const [row] = await db().select().from(connectionRequests).where(eq(connectionRequests.id, request!.id));
    expect(row!.status).toBe("pending");
  });

  it("refuses connecting with oneself, bad input and unknown profiles without a 500", async () => {
    const me = await signedInMember({ name: "Self Connector" });
    const self = await send(me.profile.username, { intent: "connect" }, me.cookie);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ ok: false, message: "You cannot connect with yourself." });

    const gone = { ok: false, message: "That connection request no longer exists." };
    for (const requestId of ["abc", "", "-1", "0", "1.5", "99999999999", "1e3"]) {
      const bad = await send(me.profile.username, { intent: "accept-connection", requestId }, me.cookie);
      expect(bad.status, requestId).toBe(400);
      expect(bad.body, requestId).toMatchObject(gone);
    }
    const unanswered = await send(me.profile.username, { intent: "decline-connection" }, me.cookie);
    expect(unanswered.status).toBe(400);
    expect(unanswered.body).toMatchObject(gone);
    // Intents this form does not have, in any spelling, and a form without one.
    const unknownForms: Record<string, string>[] = [
      { intent: "explode" },
      { intent: "review" },
      { intent: "CONNECT" },
      { intent: "" },
      {},
    ];
    for (const fields of unknownForms) {
      const unknown = await send(me.profile.username, fields, me.cookie);
      expect(unknown.status, JSON.stringify(fields)).toBe(400);
      expect(unknown.body).toMatchObject({ ok: false, message: UNREADABLE_FORM_MESSAGE });
    }
    // Asking and withdrawing read no request id, whatever is sent with them.
    const withdrawn = await send(
      me.profile.username,
      { intent: "withdraw-connection", requestId: "x" },
      me.cookie,
    );
    expect(withdrawn.body).toMatchObject({ ok: true, message: "Connection request withdrawn" });
    expect((await send("nobody-here-at-all", { intent: "connect" }, me.cookie)).status).toBe(404);
    expect((await send("bad name!", { intent: "connect" }, me.cookie)).status).toBe(404);
  });

  it("sends signed-out visitors to sign in and back to the profile", async () => {
    const target = await createProfile(null);
    const { status, body } = await send(target.username, { intent: "connect" });
    expect(status).toBe(302);
    expect((body as Response).headers.get("Location")).toBe(`/login?redirectTo=%2Fu%2F${target.username}`);
    expect(await getConnectionState(db(), null, target.id)).toEqual({
      status: "none",
      requestId: null,
      connectionCount: 0,
      incoming: [],
    });
  });

  it("answers GET with 405", async () => {
    const { status } = await callRoute(connectionsLoader, get("/api/connections/someone"), {
      username: "someone",
    });
    expect(status).toBe(405);
  });
});
