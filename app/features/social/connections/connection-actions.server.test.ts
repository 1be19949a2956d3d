import { describe, expect, it } from "vitest";
import { readConnectionChange } from "./connection-actions.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("readConnectionChange", () => {
  it("reads asking and withdrawing without a request id", () => {
    expect(readConnectionChange(form({ intent: "connect" }))).toEqual({ intent: "connect" });
    expect(readConnectionChange(form({ intent: "withdraw-connection", requestId: "x" }))).toEqual({
      intent: "withdraw-connection",
    });
  });

  it("reads an answer with the request it answers", () => {
    expect(readConnectionChange(form({ intent: "accept-connection", requestId: "12" }))).toEqual({
      intent: "accept-connection",
      requestId: 12,
    });
    expect(readConnectionChange(form({ intent: "decline-connection", requestId: "3" }))).toEqual({
      intent: "decline-connection",
      requestId: 3,
    });
  });

  it("refuses an answer whose request id names no request", () => {
    for (const requestId of ["", "abc", "0", "-1", "1.5", "99999999999"]) {
      expect(readConnectionChange(form({ intent: "accept-connection", requestId }))).toEqual({
        refused: "That connection request no longer exists.",
      });
    }
    expect(readConnectionChange(form({ intent: "decline-connection" }))).toEqual({
      refused: "That connection request no longer exists.",
    });
  });

  it("refuses intents this form does not have", () => {
    for (const intent of ["explode", "review", "CONNECT", ""]) {
      expect(readConnectionChange(form({ intent }))).toEqual({ refused: "Unknown action." });
    }
    expect(readConnectionChange(form({}))).toEqual({ refused: "Unknown action." });
  });
});
