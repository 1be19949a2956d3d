import { describe, expect, it } from "vitest";
import { draftKey, draftList, draftValuesOf, parseStoredDraft } from "./form-draft-values";

describe("draftValuesOf", () => {
  it("keeps each named text field, repeated names as a list", () => {
    const data = new FormData();
    data.append("title", "Lead Actor Audition");
    data.append("days", "Mon");
    data.append("days", "Tue");
    expect(draftValuesOf(data)).toEqual({ title: "Lead Actor Audition", days: ["Mon", "Tue"] });
  });

  it("never keeps a file's contents, nor a name it is told to leave out", () => {
    const data = new FormData();
    data.append("name", "Asha");
    data.append("attachment", new File(["secret bytes"], "photo.jpg", { type: "image/jpeg" }));
    data.append("photo", "upload-id-123");
    expect(draftValuesOf(data, ["photo"])).toEqual({ name: "Asha" });
  });
});

describe("stored drafts", () => {
  it("are kept per member and per form", () => {
    expect(draftKey("post-audition", "asha")).not.toBe(draftKey("post-audition", "ravi"));
    expect(draftKey("post-audition", "asha")).not.toBe(draftKey("job-form", "asha"));
  });

  it("read back what was written, and treat anything unreadable as no draft", () => {
    const stored = JSON.stringify({ values: { title: "Lead", tags: ["a", "b"], bad: 3 }, savedAt: 5 });
    expect(parseStoredDraft(stored)).toEqual({ values: { title: "Lead", tags: ["a", "b"] }, savedAt: 5 });
    expect(parseStoredDraft("{not json")).toBeNull();
    expect(parseStoredDraft(JSON.stringify({ values: null }))).toBeNull();
    expect(parseStoredDraft(null)).toBeNull();
  });

  it("read a JSON list field, falling back when it is missing or broken", () => {
    expect(draftList({ skills: '["Kathak"]' }, "skills", [])).toEqual(["Kathak"]);
    expect(draftList({ skills: "[broken" }, "skills", ["Old"])).toEqual(["Old"]);
    expect(draftList(null, "skills", ["Old"])).toEqual(["Old"]);
  });
});
