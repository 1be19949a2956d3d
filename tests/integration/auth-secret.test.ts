import { afterAll, describe, expect, it } from "vitest";
import { authSecret, ensureAuthSecret } from "~/features/accounts/auth-secret.server";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();
const fromEnvironment = process.env.AUTH_SECRET;

afterAll(async () => {
  process.env.AUTH_SECRET = fromEnvironment;
  await ensureAuthSecret(db());
});

describe("auth secret", () => {
  it("without AUTH_SECRET, is made once, kept in the database and reused (as by a second process)", async () => {
    delete process.env.AUTH_SECRET;
    expect(await ensureAuthSecret(db())).toBe("database");
    const first = authSecret();
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(await ensureAuthSecret(db())).toBe("database");
    expect(authSecret()).toBe(first);
  });

  it("AUTH_SECRET wins when set", async () => {
    process.env.AUTH_SECRET = "from-the-environment-0123456789abcdef";
    expect(await ensureAuthSecret(db())).toBe("environment");
    expect(authSecret()).toBe("from-the-environment-0123456789abcdef");
  });
});
