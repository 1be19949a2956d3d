// Disk full (issue 26, docs/reliability.md): the upload folder is a small file system of the
// test's own (a 1 MB tmpfs), filled to the last byte. An upload then gets a clear message and
// leaves nothing behind: no file, no half-written file, no record. Once there is room again,
// the same upload works. Mounting needs root (CI runs as root), and the records are read from
// PostgreSQL; without either the test is skipped, except that CI fails without root.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { UPLOAD_MESSAGES } from "~/features/uploads/upload-rules";
import { jpeg } from "../support/test-images";
import {
  ADMIN_POSTGRES_URL,
  CI_REQUIRES_ALL,
  freshPostgresDatabase,
  type RunningServer,
  signIn,
  startProductServer,
  temporaryFolder,
} from "./fault-server";

const asRoot = process.getuid?.() === 0;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
});

describe.skipIf((!asRoot && !CI_REQUIRES_ALL) || !ADMIN_POSTGRES_URL)(
  "an upload when the upload disk is full",
  () => {
    test("a clear message, and no file, half-file or record left behind; it works again once there is room", async () => {
      const dataDir = temporaryFolder("disk-full");
      const uploadsDir = path.join(dataDir, "uploads");
      fs.mkdirSync(uploadsDir);
      try {
        execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", uploadsDir], { stdio: "pipe" });
      } catch (error) {
        throw new Error(`Could not mount a 1 MB tmpfs (the test needs root with CAP_SYS_ADMIN): ${error}`);
      }
      cleanups.push(() => {
        execFileSync("umount", ["-l", uploadsDir]);
      });
      const database = await freshPostgresDatabase("rangmanch_faults_disk_full");
      cleanups.push(database.drop);

      const server = await startProductServer({
        dataDir,
        databaseUrl: database.url,
        env: { UPLOADS_DIR: uploadsDir },
      });
      cleanups.push(() => server.stop());
      const member = await signIn(server, dataDir, "Disk Full Meera");
      const photo = await jpeg(800, 600);

      const first = await upload(server, member.cookie, photo);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const imagesBefore = await countImages(database.url);
      const filesBefore = filesIn(uploadsDir);

      const filler = path.join(uploadsDir, "filler");
      fillToTheLastByte(filler);
      const refused = await upload(server, member.cookie, photo);
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ ok: false, message: UPLOAD_MESSAGES.storageFull });
      expect(await countImages(database.url)).toBe(imagesBefore);
      expect(filesIn(uploadsDir).filter((file) => file !== "filler")).toEqual(filesBefore);

      fs.rmSync(filler);
      const again = await upload(server, member.cookie, photo);
      expect(again.status).toBe(200);
      expect(await countImages(database.url)).toBe(imagesBefore + 1);
    });
  },
);

async function upload(server: RunningServer, cookie: string, bytes: Buffer) {
  const form = new FormData();
  form.set("purpose", "portfolio");
  form.set("file", new File([new Uint8Array(bytes)], "headshot.jpg", { type: "image/jpeg" }));
  const response = await fetch(`${server.baseUrl}/api/uploads`, {
    method: "POST",
    headers: { Origin: server.baseUrl, Cookie: cookie },
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the failure message.
  }
  return { status: response.status, body };
}

/** Writes until the file system says there is no space left. */
function fillToTheLastByte(file: string) {
  const descriptor = fs.openSync(file, "w");
  const chunk = Buffer.alloc(4096, 1);
  try {
    for (;;) fs.writeSync(descriptor, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    fs.closeSync(descriptor);
  }
  // The last partial block too.
  try {
    fs.appendFileSync(file, Buffer.alloc(1));
  } catch {
    // Full.
  }
}

/** Every file under the folder, by its path inside it, sorted. */
function filesIn(folder: string): string[] {
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function countImages(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as count from uploaded_images");
    return rows[0].count as number;
  } finally {
    await client.end();
  }
}
