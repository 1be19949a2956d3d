import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deliverEmail } from "./deliver-email.server";

const LINK = "http://localhost:3000/api/auth/reset-password/secret-token-123?callbackURL=%2Freset-password";
const email = {
  to: "asha@example.com",
  subject: "Reset your Rangmanch password",
  text: `Set a new password here:\n\n${LINK}\n\nIf this was not you, ignore this email.`,
};

describe("deliverEmail without SMTP_URL (the outbox)", () => {
  let dataDir: string;
  let logged: string[];

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "rangmanch-outbox-"));
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("DATA_DIR", dataDir);
    logged = [];
    vi.spyOn(console, "info").mockImplementation((...args: unknown[]) => {
      logged.push(args.join(" "));
    });
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function savedFile() {
    const files = await fs.readdir(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    return path.join(dataDir, "outbox", files[0]!);
  }

  it.each(["production", "", "test"])(
    "with NODE_ENV=%j logs only the recipient, the subject and the file, never the body or its link",
    async (nodeEnv) => {
      vi.stubEnv("NODE_ENV", nodeEnv);
      await deliverEmail(email);
      const file = await savedFile();
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain(email.to);
      expect(logged[0]).toContain(email.subject);
      expect(logged[0]).toContain(file);
      expect(logged[0]).not.toContain("secret-token-123");
      expect(logged[0]).not.toContain("Set a new password");
      // The message itself is still saved whole, for whoever runs the server.
      expect(await fs.readFile(file, "utf8")).toContain(LINK);
    },
  );

  it("in development prints the whole message, so the link is one click away", async () => {
    vi.stubEnv("NODE_ENV", "development");
    await deliverEmail(email);
    const file = await savedFile();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(file);
    expect(logged[0]).toContain(LINK);
  });
});
