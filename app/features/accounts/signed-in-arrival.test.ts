import { describe, expect, it } from "vitest";
import { signedInArrivalToast } from "./signed-in-arrival";

const arriving = (query: string) => signedInArrivalToast(new URLSearchParams(query));

describe("the toast for a signed-in member sent on from the sign-in page", () => {
  it("says the emailed link verified the address, or that it did not", () => {
    expect(arriving("verified=1")).toEqual({ type: "success", title: "Your email is verified." });
    expect(arriving("verified=1&error=INVALID_TOKEN")).toMatchObject({
      type: "error",
      title: "This verification link is invalid or has expired.",
    });
  });

  it("names the provider they signed in with, in the spec's words", () => {
    expect(arriving("social=google&redirectTo=%2Faccount")).toEqual({
      type: "success",
      title: "Google authentication successful!",
    });
  });

  it("has nothing to say otherwise, and never repeats an unknown provider's name", () => {
    expect(arriving("")).toBeNull();
    expect(arriving("redirectTo=%2Fjobs")).toBeNull();
    expect(arriving("social=failed")).toBeNull();
    expect(arriving("social=<script>")).toBeNull();
  });
});
