import { describe, expect, it } from "vitest";
import { imageFileProblem, MAX_UPLOAD_BYTES, UPLOAD_HINT, UPLOAD_MESSAGES } from "./upload-rules";

// A 22 MB photo was once sent in full before the server said no.
describe("checking a chosen file in the browser, before sending it", () => {
  it("refuses a file over the limit, saying the limit", () => {
    expect(imageFileProblem({ size: 22 * 1024 * 1024, type: "image/jpeg" })).toBe(
      UPLOAD_MESSAGES.tooManyBytes,
    );
    expect(imageFileProblem({ size: MAX_UPLOAD_BYTES + 1, type: "image/png" })).toBe(
      "Images must be 10 MB or smaller.",
    );
  });

  it("takes a file at the limit", () => {
    expect(imageFileProblem({ size: MAX_UPLOAD_BYTES, type: "image/jpeg" })).toBeNull();
  });

  it("refuses what is not an image, and an empty file", () => {
    expect(imageFileProblem({ size: 1000, type: "application/pdf" })).toBe(UPLOAD_MESSAGES.notAnImage);
    expect(imageFileProblem({ size: 1000, type: "video/mp4" })).toBe(UPLOAD_MESSAGES.notAnImage);
    expect(imageFileProblem({ size: 0, type: "image/jpeg" })).toBe(UPLOAD_MESSAGES.noFile);
  });

  it("leaves a file the system gave no type to the server, which reads its bytes", () => {
    expect(imageFileProblem({ size: 1000, type: "" })).toBeNull();
    expect(imageFileProblem({ size: 1000, type: "image/HEIC" })).toBeNull();
  });

  it("states the limit every control shows before a file is chosen", () => {
    expect(UPLOAD_HINT).toBe("JPEG, PNG or WebP, up to 10 MB.");
  });
});
