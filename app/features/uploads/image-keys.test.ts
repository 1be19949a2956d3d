import { describe, expect, it } from "vitest";
import { imageKeys, imageUrls, isImageId, isImageKey } from "./image-keys";

const id = "3f2a6c1e-8b4d-4e7a-9c0b-1d2e3f4a5b6c";

describe("image keys", () => {
  it("names each size of an image after its id", () => {
    expect(imageKeys(id, "avatar")).toEqual([`${id}-400.webp`, `${id}-160.webp`]);
    expect(imageKeys(id, "portfolio")).toEqual([`${id}-1600.webp`, `${id}-480.webp`]);
    expect(imageUrls(id, "portfolio")).toEqual({
      url: `/uploads/${id}-1600.webp`,
      thumbnailUrl: `/uploads/${id}-480.webp`,
    });
  });

  it("accepts only the exact shape the server makes", () => {
    expect(isImageKey(`${id}-400.webp`)).toBe(true);
    for (const key of [
      `${id}-401.webp`,
      `${id}-400.png`,
      `${id.toUpperCase()}-400.webp`,
      `../${id}-400.webp`,
      `${id}-400.webp/..`,
      `${id}-400.webp\u0000`,
      "..%2fserver.lock",
      "",
    ]) {
      expect(isImageKey(key), key).toBe(false);
    }
    expect(isImageId(id)).toBe(true);
    expect(isImageId(`${id}'; drop table uploaded_images`)).toBe(false);
  });
});
