import { and, count, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias, union } from "drizzle-orm/pg-core";
import { getDb } from "~/db/client.server";
import { connectionRequests, profiles, user } from "~/db/schema";

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

type Failure = { ok: false; status: number; message: string };

async function findProfileOwner(profileId: number) {
  const [row] = await getDb()
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row ?? null;
}

/** The requests between the viewer and a profile, both ways (viewer → profile, owner → viewer's profile). */
async function requestsBetween(profileId: number, ownerId: string | null, viewerId: string) {
  const mine = and(eq(connectionRequests.requesterId, viewerId), eq(connectionRequests.profileId, profileId));
  const theirs = ownerId
    ? and(eq(connectionRequests.requesterId, ownerId), eq(profiles.userId, viewerId))
    : undefined;
  return getDb()
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
export async function countConnections(profileId: number): Promise<number> {
  const db = getDb();
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

/** Pending requests to the profile(s) this account owns, newest first, with who asked. */
export async function listPendingRequests(ownerUserId: string): Promise<PendingConnectionRequest[]> {
  const requester = alias(profiles, "requester_profile");
  const rows = await getDb()
    .select({
      id: connectionRequests.id,
      createdAt: connectionRequests.createdAt,
      name: sql<string>`coalesce(${requester.name}, ${user.name})`,
      username: requester.username,
      role: requester.role,
      imageUrl: sql<string | null>`coalesce(${requester.imageUrl}, ${user.image})`,
    })
    .from(connectionRequests)
    .innerJoin(profiles, eq(profiles.id, connectionRequests.profileId))
    .innerJoin(user, eq(user.id, connectionRequests.requesterId))
    .leftJoin(requester, eq(requester.userId, connectionRequests.requesterId))
    .where(and(eq(profiles.userId, ownerUserId), eq(connectionRequests.status, "pending")))
    .orderBy(desc(connectionRequests.createdAt), desc(connectionRequests.id));
  return rows.map((row) => ({ ...row, imageUrl: safeImageUrl(row.imageUrl) }));
}

/** What the viewer (null when signed out) sees of their connection with a profile. */
export async function getConnectionState(
  profileId: number,
  viewerId: string | null,
): Promise<ConnectionState> {
  const [profile, connectionCount] = await Promise.all([
    findProfileOwner(profileId),
    countConnections(profileId),
  ]);
  const state: ConnectionState = { status: "none", requestId: null, connectionCount, incoming: [] };
  if (!viewerId || !profile) return state;
  if (profile.userId === viewerId) {
    return { ...state, status: "self", incoming: await listPendingRequests(viewerId) };
  }
  const rows = await requestsBetween(profileId, profile.userId, viewerId);
  if (rows.some((row) => row.status === "accepted")) return { ...state, status: "connected" };
  if (rows.some((row) => row.outgoing && row.status === "pending")) return { ...state, status: "pending" };
  const incoming = rows.find((row) => !row.outgoing && row.status === "pending");
  if (incoming) return { ...state, status: "incoming", requestId: incoming.id };
  return state;
}

/**
 * Asks to connect. Sending again while pending changes nothing; a declined
 * request is sent afresh (pending again, with a new date).
 */
export async function sendConnectionRequest(
  profileId: number,
  requesterId: string,
): Promise<{ ok: true } | Failure> {
  const profile = await findProfileOwner(profileId);
  if (!profile) return { ok: false, status: 404, message: CONNECTION_MESSAGES.missing };
  if (profile.userId === requesterId) return { ok: false, status: 400, message: CONNECTION_MESSAGES.self };
  const rows = await requestsBetween(profileId, profile.userId, requesterId);
  if (rows.some((row) => row.status === "accepted")) {
    return { ok: false, status: 409, message: CONNECTION_MESSAGES.alreadyConnected };
  }
  await getDb()
    .insert(connectionRequests)
    .values({ requesterId, profileId })
    .onConflictDoUpdate({
      target: [connectionRequests.requesterId, connectionRequests.profileId],
      set: { status: "pending", createdAt: sql`now()`, respondedAt: null },
      setWhere: eq(connectionRequests.status, "declined"),
    });
  return { ok: true };
}

/** The requester takes back a request that has not been answered yet; doing it twice is harmless. */
export async function withdrawConnectionRequest(
  profileId: number,
  requesterId: string,
): Promise<{ ok: true } | Failure> {
  const db = getDb();
  const [existing] = await db
    .select({ status: connectionRequests.status })
    .from(connectionRequests)
    .where(and(eq(connectionRequests.requesterId, requesterId), eq(connectionRequests.profileId, profileId)));
  if (existing?.status === "accepted") {
    return { ok: false, status: 409, message: CONNECTION_MESSAGES.alreadyConnected };
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
  return { ok: true };
}

/**
 * Accepts or declines a request. Only the owner of the requested profile may;
 * to anyone else the request does not exist (404), so ids reveal nothing.
 */
export async function respondToConnectionRequest(
  ownerUserId: string,
  requestId: number,
  answer: "accept" | "decline",
): Promise<{ ok: true } | Failure> {
  const db = getDb();
  const status = answer === "accept" ? "accepted" : "declined";
  const [request] = await db
    .select({ id: connectionRequests.id, status: connectionRequests.status })
    .from(connectionRequests)
    .innerJoin(profiles, eq(profiles.id, connectionRequests.profileId))
    .where(and(eq(connectionRequests.id, requestId), eq(profiles.userId, ownerUserId)));
  if (!request) return { ok: false, status: 404, message: CONNECTION_MESSAGES.requestMissing };
  if (request.status === status) return { ok: true };
  if (request.status !== "pending") {
    return { ok: false, status: 409, message: CONNECTION_MESSAGES.alreadyAnswered };
  }
  const updated = await db
    .update(connectionRequests)
    .set({ status, respondedAt: sql`now()` })
    .where(and(eq(connectionRequests.id, request.id), eq(connectionRequests.status, "pending")))
    .returning({ id: connectionRequests.id });
  // Withdrawn or answered in the meantime.
  if (updated.length === 0) return { ok: false, status: 409, message: CONNECTION_MESSAGES.alreadyAnswered };
  return { ok: true };
}

/** Pictures are shown only from our own paths or http(s) addresses. */
function safeImageUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}
