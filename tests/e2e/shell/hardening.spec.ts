import { createAccount, newPerson } from "../accounts/helpers";
import { expect, test } from "../fixtures";

// What an attack review found at the server's edge, checked against the real production build.

test("methods other than GET, HEAD and POST are refused before any route sees them", async ({ request }) => {
  for (const method of ["TRACE", "PUT", "PATCH", "DELETE"]) {
    for (const path of ["/", "/login", "/api/favorites", "/u/aarav-malhotra"]) {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD, POST");
    }
  }
});

test("a form body over the cap is refused with 413 before it is read", async ({ request }) => {
  const response = await request.post("/contact", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: `name=${"a".repeat(300 * 1024)}`,
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain("too large");
  // The server is still answering at once.
  const started = Date.now();
  expect((await request.get("/healthz")).status()).toBe(200);
  expect(Date.now() - started).toBeLessThan(1000);
});

test("a signed-in visitor is never sent off-site by a crafted redirectTo, and odd ones never break", async ({
  context,
}) => {
  await createAccount(context, newPerson("redirect"));
  for (const target of ["/%09/evil.example/", "//evil.example", "/\\evil.example", "/.//evil.example"]) {
    const response = await context.request.get(`/login?redirectTo=${target}`, { maxRedirects: 0 });
    expect(response.status(), target).toBe(302);
    expect(response.headers().location, target).toBe("/discover");
  }
  for (const target of ["/a%0Ab", "/a%0Bb", "/a%E3%80%80b"]) {
    const response = await context.request.get(`/login?redirectTo=${target}`, { maxRedirects: 0 });
    expect(response.status(), target).toBe(302);
    expect(new URL(response.headers().location!, "http://localhost").host).toBe("localhost");
  }
  const favorites = await context.request.post("/api/favorites", {
    form: { intent: "save", kind: "profile", itemId: "1", redirectTo: "/a\nb" },
    maxRedirects: 0,
  });
  expect(favorites.status()).toBeLessThan(500);
});

test("pages and data drawn for a signed-in person are not stored by any cache", async ({
  context,
  request,
}) => {
  expect((await request.get("/about")).headers()["cache-control"]).toBe("private, no-cache");
  await createAccount(context, newPerson("cache"));
  for (const path of ["/", "/about", "/account", "/about.data", "/_.data"]) {
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

test("a public profile's data does not carry the account's internal id", async ({ request }) => {
  const data = await (await request.get("/u/aarav-malhotra.data")).text();
  expect(data).not.toContain("userId");
});
