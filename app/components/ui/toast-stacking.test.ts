import { describe, expect, it, vi } from "vitest";

const shown: { kind: string; title: string; id: number }[] = [];
const dismissed: (string | number)[] = [];
let nextId = 0;
vi.mock("sonner", () => {
  const make = (kind: string) => (title: string) => {
    nextId += 1;
    shown.push({ kind, title, id: nextId });
    return nextId;
  };
  return {
    toast: {
      success: make("success"),
      error: make("error"),
      info: make("info"),
      dismiss: (id: string | number) => dismissed.push(id),
    },
  };
});

const { toast, toasterReady } = await import("./toast");
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("toasts", () => {
  it("take an error still showing away when a success follows it, and leave an info alone", async () => {
    toasterReady();
    toast.error("Could not save: you are offline.");
    toast.info("Saved as a draft in this browser.");
    await settled();
    toast.success("Profile updated");
    await settled();
    expect(shown.map((one) => one.kind)).toEqual(["error", "info", "success"]);
    expect(dismissed).toEqual([shown[0]!.id]);
    // Once dismissed, a later success has nothing to take away.
    toast.success("Saved again");
    await settled();
    expect(dismissed).toHaveLength(1);
  });
});
