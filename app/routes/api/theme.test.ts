import { describe, expect, it } from "vitest";
import { action, loader } from "./theme";

/** The theme menu's form as a browser posts it before the page's scripts have run. */
async function choose(fields: Record<string, string>) {
  const request = new Request("http://localhost/api/theme", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return (await action({ request } as Parameters<typeof action>[0])) as Response;
}

describe("the theme menu's form (before the scripts)", () => {
  it("remembers the choice in the page's cookie and goes back to the page it was made on", async () => {
    const response = await choose({ theme: "dark", returnTo: "/jobs?type=Contract" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/jobs?type=Contract");
    expect(response.headers.get("Set-Cookie")).toBe(
      "vite-ui-theme=dark; Path=/; Max-Age=31536000; SameSite=Lax",
    );
  });

  it("an unknown theme is system, and a way back off the site is home", async () => {
    const response = (await choose({
      theme: "purple; Domain=evil.example",
      returnTo: "//evil.example/x",
    })) as Response;
    expect(response.headers.get("Set-Cookie")).toBe(
      "vite-ui-theme=system; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect(response.headers.get("Location")).toBe("/");
  });

  it("an unreadable body is a 400, and a GET is not allowed", async () => {
    const request = new Request("http://localhost/api/theme", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "not multipart",
    });
    const refused = await action({ request } as Parameters<typeof action>[0]).catch((thrown) => thrown);
    expect(refused.init.status).toBe(400);
    expect(() => loader()).toThrow();
  });
});
