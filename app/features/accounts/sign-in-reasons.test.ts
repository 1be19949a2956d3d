import { describe, expect, it } from "vitest";
import { SIGN_IN_REASONS, signInReasonFor } from "./sign-in-reasons";

const reasonFor = (query: string) => signInReasonFor(new URLSearchParams(query));

describe("why the sign-in page was opened (issue 23, item 8)", () => {
  it("reads the reason from the page the person was going to", () => {
    expect(reasonFor("redirectTo=%2Fmessages")).toBe("Sign in to see your messages");
    expect(reasonFor("redirectTo=%2Fmessages%2F12")).toBe("Sign in to see your messages");
    expect(reasonFor("redirectTo=%2Fmessages%2Fnew%3Fto%3Dasha")).toBe("Sign in to write a message");
    expect(reasonFor("redirectTo=%2Fprofile%2Fme")).toBe("Sign in to see your profile");
    expect(reasonFor("redirectTo=%2Fedit-profile%2F4")).toBe("Sign in to edit your profile");
    expect(reasonFor("redirectTo=%2Fjobs%2Fcreate")).toBe("Sign in to post a job");
  });

  it("prefers an explicit reason, and ignores one it does not know", () => {
    expect(reasonFor("reason=account&redirectTo=%2Fmessages")).toBe(SIGN_IN_REASONS.account);
    expect(reasonFor("reason=toString&redirectTo=%2Fmessages")).toBe(SIGN_IN_REASONS.messages);
  });

  it("says nothing where no reason applies", () => {
    expect(reasonFor("")).toBeNull();
    expect(reasonFor("redirectTo=%2Fjobs%2F5")).toBeNull();
    expect(reasonFor("redirectTo=%2Fmessagesx")).toBeNull();
    expect(reasonFor("redirectTo=%2Fprofile%2F1")).toBeNull();
    expect(reasonFor("redirectTo=https%3A%2F%2Fevil.example%2Fmessages")).toBeNull();
  });
});
