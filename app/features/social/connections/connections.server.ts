import { and, count, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias, union } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { connectionRequests, profiles, user } from "~/db/schema";
import { mayReach, shownTo } from "~/features/blocks/member-reach.server";
import { actorPath, findNoticeActor } from "~/features/notifications/notice-actor.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { countWrite } from "~/features/security/rate-limit.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { ServiceError } from "~/lib/service-error";

export const CONNECTION_MESSAGES = {
  sent: "Connection request sent",
  accepted: "Connection request accepted",
  declined: "Connection request declined",
  withdrawn: "Connection request withdrawn",
  self: "You cannot connect with yourself.",
  missing: "That profile no longer exists.",
  alreadyConnected: "You are already connected.",
  requestMissing: "That connection request no longer exists.",
  alreadyAnswered: "That connection request has already been answered.",
  blocked: "You cannot connect with this member.",
} as const;

/**
 * The viewer's side of a connection with a profile. "incoming" means the
 * profile's owner asked to connect with the viewer, who may answer right there.
 * A declined request shows as "none" to its sender: they are not told, and may ask again.
 */
export type ConnectionStatus = "none" | "pending" | "incoming" | "connected" | "self";

export type PendingConnectionRequest = {
  id: number;
  createdAt: Date;
  name: string;
  /** The requester's profile, for a link; null if they have none. */
  username: string | null;
  role: string | null;
  imageUrl: string | null;
};

export type ConnectionState = {
  status: ConnectionStatus;
  /** The request to answer when the status is "incoming". */
  requestId: number | null;
  connectionCount: number;
  /** Requests waiting for the owner's answer; filled only for the owner. */
  incoming: PendingConnectionRequest[];
};

async function findProfileOwner(db: Database, profileId: number) {
  const [row] = await db
    .select({ userId: profiles.userId, username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row ?? null;
}

/** The requests between the viewer and a profile, both ways (viewer → profile, owner → viewer's profile). */
async function requestsBetween(db: Database, viewerId: string, profileId: number, ownerId: string | null) {
  const mine = and(eq(connectionRequests.requesterId, viewerId), eq(connectionRequests.profileId, profileId));
  const theirs = ownerId
    ? and(eq(connectionRequests.requesterId, ownerId), eq(profiles.userId, viewerId))
    : undefined;
  return db
    .select({
      id: connectionRequests.id,
      status: connectionRequests.status,
      outgoing: sql<boolean>`${connectionRequests.requesterId} = ${viewerId}`.mapWith(Boolean),
    })
    .from(connectionRequests)
    .innerJoin(profiles, eq(profiles.id, connectionRequests.profileId))
    .where(theirs ? or(mine, theirs) : mine);
}

/**
 * People connected with the profile: accepted requests made to it, and
 * accepted requests its owner made to others, each person counted once.
 */
export async function countConnections(db: Database, profileId: number): Promise<number> {
  const accepted = eq(connectionRequests.status, "accepted");
  const askedUs = db
    .select({ other: connectionRequests.requesterId })
    .from(connectionRequests)
    .where(and(eq(connectionRequests.profileId, profileId), accepted));
  const ownerId = db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.id, profileId));
  const weAsked = db
    .select({ other: sql<string>`${profiles.userId}`.as("other") })
    .from(connectionRequests)
    .innerJoin(profiles, eq(profiles.id, connectionRequests.profileId))
    .where(and(inArray(connectionRequests.requesterId, ownerId), accepted, isNotNull(profiles.userId)));
  const [row] = await db.select({ n: count() }).from(union(askedUs, weAsked).as("connected"));
  return row?.n ?? 0;
}

/**
 * Pending requests to the profile(s) this account owns, newest first, with
 * who asked. A request from someone either of the two has blocked is left
 * out: blocking ends every way between them, so there is nothing to accept.
 */
export async function listPendingRequests(
  db: Database,
  ownerUserId: string,
): Promise<PendingConnectionRequest[]> {
  const requester = alias(profiles, "requester_profile");
  const rows = await db
    .select({
      id: connectionRequests.id,
      createdAt: connectionRequests.createdAt,
      name: sql<string>`coalesce(${requester.name}, ${user.name})`,
      username: requester.username,
      role: requester.role,
      imageUrl: profilePhotoColumn(requester, user.image),
    })
    .from(connectionRequests)
    .innerJoin(profiles, eq(profiles.id, connectionRequests.profileId))
    .innerJoin(user, eq(user.id, connectionRequests.requesterId))
    .leftJoin(requester, eq(requester.userId, connectionRequests.requesterId))
    .where(
      and(
        eq(profiles.userId, ownerUserId),
        eq(connectionRequests.status, "pending"),
        shownTo(ownerUserId, connectionRequests.requesterId),
      ),
    )
    .orderBy(desc(connectionRequests.createdAt), desc(connectionRequests.id));
  return rows.map((row) => ({ ...row, imageUrl: safeImageUrl(row.imageUrl) }));
}

/** What the viewer (null when signed out) sees of their connection with a profile. */
export async function getConnectionState(
  db: Database,
  viewerId: string | null,
  profileId: number,
): Promise<ConnectionState> {
  const [profile, connectionCount] = await Promise.all([
    findProfileOwner(db, profileId),
    countConnections(db, profileId),
  ]);
  const state: ConnectionState = { status: "none", requestId: null, connectionCount, incoming: [] };
  if (!viewerId || !profile) return state;
  if (profile.userId === viewerId) {
    return { ...state, status: "self", incoming: await listPendingRequests(db, viewerId) };
  }
  const rows = await requestsBetween(db, viewerId, profileId, profile.userId);
  return { ...state, ...connectionFromRequests(rows) };
}

/** A request between a viewer and a profile, either way; `outgoing` when the viewer sent it. */
export type RequestBetween = {
  id: number;
  status: (typeof connectionRequests.$inferSelect)["status"];
  outgoing: boolean;
};

/**
 * The viewer's status with a profile that is not their own, from the requests
 * between them (`requestsBetween`): connected if either was accepted, pending
 * if theirs waits, incoming (with the request to answer) if the owner's waits.
 */
export function connectionFromRequests(
  rows: readonly RequestBetween[],
): Pick<ConnectionState, "status" | "requestId"> {
  if (rows.some((row) => row.status === "accepted")) return { status: "connected", requestId: null };
  if (rows.some((row) => row.outgoing && row.status === "pending"))
    return { status: "pending", requestId: null };
  const incoming = rows.find((row) => !row.outgoing && row.status === "pending");
  if (incoming) return { status: "incoming", requestId: incoming.id };
  return { status: "none", requestId: null };
}

/**
 * Asks to connect. Sending again while pending changes nothing; a declined
 * request is sent afresh (pending again, with a new date). Already connected
 * is a `conflict`. Counted against the account's write limit, like every
 * change below. The owner is told of the first request from each member only:
 * one they declined, or one withdrawn, sent again waits on their profile
 * without ringing the bell a second time.
 */
export async function sendConnectionRequest(db: Database, requesterId: string, profileId: number) {
  await countWrite(db, requesterId);
  const profile = await findProfileOwner(db, profileId);
  if (!profile) throw new ServiceError("not_found", CONNECTION_MESSAGES.missing);
  if (profile.userId === requesterId) throw new ServiceError("invalid", CONNECTION_MESSAGES.self);
  // Nobody connects with a suspended member, or across a block either way (member-reach.server.ts).
  if (profile.userId && !(await mayReach(db, requesterId, profile.userId))) {
    throw new ServiceError("invalid", CONNECTION_MESSAGES.blocked);
  }
  const rows = await requestsBetween(db, requesterId, profileId, profile.userId);
  if (rows.some((row) => row.status === "accepted")) {
    throw new ServiceError("conflict", CONNECTION_MESSAGES.alreadyConnected);
  }
  const ownerId = profile.userId;
  await changeAndNotify(db, async (tx, notify) => {
    await tx
      .insert(connectionRequests)
      .values({ requesterId, profileId })
      .onConflictDoUpdate({
        target: [connectionRequests.requesterId, connectionRequests.profileId],
        set: { status: "pending", createdAt: sql`now()`, respondedAt: null },
        setWhere: eq(connectionRequests.status, "declined"),
      });
    if (!ownerId) return;
    const requester = await findNoticeActor(tx, requesterId);
    await notify({
      userId: ownerId,
      kind: "connection_request",
      actorId: requesterId,
      text: `${requester.name} asked to connect with you`,
      link: `/u/${profile.username}#connection-requests`,
      dedupeKey: `connection-request:${profileId}:${requesterId}`,
    });
  });
}

/** The requester takes back a request that has not been answered yet; doing it twice is harmless. */
export async function withdrawConnectionRequest(db: Database, requesterId: string, profileId: number) {
  await countWrite(db, requesterId);
  const [existing] = await db
    .select({ status: connectionRequests.status })
    .from(connectionRequests)
    .where(and(eq(connectionRequests.requesterId, requesterId), eq(connectionRequests.profileId, profileId)));
  if (existing?.status === "accepted") {
    throw new ServiceError("conflict", CONNECTION_MESSAGES.alreadyConnected);
  }
  await db
    .delete(connectionRequests)
    .where(
      and(
        eq(connectionRequests.requesterId, requesterId),
        eq(connectionRequests.profileId, profileId),
        eq(connectionRequests.status, "pending"),
      ),
    );
}

/**
 * Accepts or declines a request. Only the owner of the requested profile may;
 * to anyone else the request does not exist (`not_found`), so ids reveal
 * nothing. Giving the same answer again changes nothing; changing it is a `conflict`.
 * An acceptance tells the member who asked; a decline does not (they are not told).
 * A request from someone either of the two has blocked cannot be accepted
 * (it is not listed either); declining it is still fine.
 */
export async function respondToConnectionRequest(
  db: Database,
  ownerUserId: string,
  requestId: number,
  answer: "accept" | "decline",
) {
  await countWrite(db, ownerUserId);
  const status = answer === "accept" ? "accepted" : "declined";
  const [request] = await db
    .select({
      id: connectionRequests.id,
      status: connectionRequests.status,
      requesterId: connectionRequests.requesterId,
    })
    .from(connectionRequests)
    .innerJoin(profiles, eq(profiles.id, connectionRequests.profileId))
    .where(
      and(
        eq(connectionRequests.id, requestId),
        eq(profiles.userId, ownerUserId),
        answer === "accept" ? shownTo(ownerUserId, connectionRequests.requesterId) : undefined,
      ),
    );
  if (!request) throw new ServiceError("not_found", CONNECTION_MESSAGES.requestMissing);
  if (request.status === status) return;
  if (request.status !== "pending") {
    throw new ServiceError("conflict", CONNECTION_MESSAGES.alreadyAnswered);
  }
  await changeAndNotify(db, async (tx, notify) => {
    const updated = await tx
      .update(connectionRequests)
      .set({ status, respondedAt: sql`now()` })
      .where(and(eq(connectionRequests.id, request.id), eq(connectionRequests.status, "pending")))
      .returning({ id: connectionRequests.id });
    // Withdrawn or answered in the meantime.
    if (updated.length === 0) throw new ServiceError("conflict", CONNECTION_MESSAGES.alreadyAnswered);
    if (status !== "accepted") return;
    const owner = await findNoticeActor(tx, ownerUserId);
    await notify({
      userId: request.requesterId,
      kind: "connection_accepted",
      actorId: ownerUserId,
      text: `${owner.name} accepted your connection request`,
      link: actorPath(owner, "/notifications"),
      dedupeKey: `connection-accepted:${request.id}`,
    });
  });
}

/** Pictures are shown only from our own paths or http(s) addresses. */
function safeImageUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}
