import { expect, test } from "../fixtures";
import { uniqueEmail } from "./helpers";

const form = () => ({ email: uniqueEmail("cross-site"), password: "Wrong#Password1" });

test.describe("cross-site form posts are refused", () => {
  test("an Origin from another site gets 403", async ({ request }) => {
    const response = await request.post("/login", {
      headers: { Origin: "https://evil.example" },
      form: form(),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toBe("Cross-site requests are not allowed.");
  });

  test("Sec-Fetch-Site: cross-site gets 403, on every account action", async ({ request }) => {
    for (const path of ["/login", "/signup", "/logout", "/forgot-password", "/account"]) {
      const response = await request.post(path, {
        headers: { "Sec-Fetch-Site": "cross-site" },
        form: form(),
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(403);
    }
  });

  test("the same post from our own origin reaches the action", async ({ request, baseURL }) => {
    const response = await request.post("/login", {
      headers: { Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
      form: form(),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(401);
  });
});
