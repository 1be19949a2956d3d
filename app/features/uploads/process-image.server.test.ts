import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  animatedGif,
  jpeg,
  jpegWithExif,
  pngDeclaring,
  solidImage,
} from "../../../tests/support/test-images";
import { ImageRejectedError, processImage } from "./process-image.server";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./upload-rules";

async function refusal(input: Uint8Array, purpose: "avatar" | "portfolio" = "portfolio") {
  const error = await processImage(input, purpose).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ImageRejectedError);
  const { message, status } = error as ImageRejectedError;
  return { message, status };
}

describe("processImage: what it makes", () => {
  it("turns a camera JPEG upright and into WebP with no EXIF, ICC or XMP left", async () => {
    const input = await jpegWithExif(900, 600);
    const inputInfo = await sharp(input).metadata();
    expect(inputInfo.exif).toBeDefined();
    expect(input.includes("Secret Photographer")).toBe(true);

    const [main, thumbnail] = await processImage(input, "portfolio");
    for (const variant of [main!, thumbnail!]) {
      const info = await sharp(variant.bytes).metadata();
      expect(info.format).toBe("webp");
      expect(info.exif).toBeUndefined();
      expect(info.icc).toBeUndefined();
      expect(info.xmp).toBeUndefined();
      expect(info.orientation).toBeUndefined();
      expect(variant.bytes.includes("Secret Photographer")).toBe(false);
      expect(variant.bytes.includes("Hidden Studio")).toBe(false);
    }
    // Stored 900x600 with orientation 6: upright it is 600 wide and 900 tall.
    expect(main).toMatchObject({ size: 1600, width: 600, height: 900 });
    expect(thumbnail).toMatchObject({ size: 480, width: 320, height: 480 });
  });

  it("fits portfolio images inside 1600 px and a 480 px thumbnail", async () => {
    const [main, thumbnail] = await processImage(await jpeg(3200, 2000), "portfolio");
    expect(main).toMatchObject({ width: 1600, height: 1000 });
    expect(thumbnail).toMatchObject({ width: 480, height: 300 });
  });

  it("never enlarges a small portfolio image", async () => {
    const [main] = await processImage(await jpeg(640, 480), "portfolio");
    expect(main).toMatchObject({ width: 640, height: 480 });
  });

  it("crops avatars to centred squares of 400 and 160 px", async () => {
    const variants = await processImage(await jpeg(1200, 800), "avatar");
    expect(variants.map(({ size, width, height }) => ({ size, width, height }))).toEqual([
      { size: 400, width: 400, height: 400 },
      { size: 160, width: 160, height: 160 },
    ]);
  });

  it("accepts PNG, WebP and AVIF", async () => {
    const formats = [
      await solidImage(500, 500).png().toBuffer(),
      await solidImage(500, 500).webp().toBuffer(),
      await solidImage(500, 500).avif().toBuffer(),
    ];
    for (const input of formats) {
      const [main] = await processImage(input, "avatar");
      expect((await sharp(main!.bytes).metadata()).format).toBe("webp");
    }
  });

  it("keeps only the first frame of an animated GIF", async () => {
    const input = await animatedGif(400);
    expect((await sharp(input).metadata()).pages).toBe(2);
    const [main] = await processImage(input, "avatar");
    expect((await sharp(main!.bytes).metadata()).pages ?? 1).toBe(1);
    const { data } = await sharp(main!.bytes).raw().toBuffer({ resolveWithObject: true });
    // The first frame is red.
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(50);
  });
});

describe("processImage: what it refuses", () => {
  it("refuses a text file whatever it is called", async () => {
    expect(await refusal(Buffer.from("name,role\nAsha,Actor\n"))).toEqual({
      message: UPLOAD_MESSAGES.notAnImage,
      status: 400,
    });
  });

  it("refuses formats it could read but does not take: SVG and TIFF", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"></svg>');
    expect((await refusal(svg)).message).toBe(UPLOAD_MESSAGES.notAnImage);
    const tiff = await solidImage(500, 500).tiff().toBuffer();
    expect((await refusal(tiff)).message).toBe(UPLOAD_MESSAGES.notAnImage);
  });

  it("refuses a JPEG cut off half way, whose header alone looks fine", async () => {
    const whole = await jpeg(800, 600);
    expect((await refusal(whole.subarray(0, whole.length / 2))).message).toBe(UPLOAD_MESSAGES.notAnImage);
  });

  it("refuses more than 10 MB before looking inside", async () => {
    expect(await refusal(Buffer.alloc(MAX_UPLOAD_BYTES + 1))).toEqual({
      message: UPLOAD_MESSAGES.tooManyBytes,
      status: 413,
    });
  });

  it("refuses a tiny PNG declaring 20000x20000 pixels without decoding it", async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const started = performance.now();
    expect(await refusal(bomb)).toEqual({ message: UPLOAD_MESSAGES.tooManyPixels, status: 400 });
    // Decoding 400 megapixels would take seconds and 1.2 GB; reading a header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses a real image over 40 megapixels, however well it compresses", async () => {
    const huge = await solidImage(7000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect((await refusal(huge)).message).toBe(UPLOAD_MESSAGES.tooManyPixels);
  });

  it("refuses a profile photo smaller than 300x300, judged upright", async () => {
    expect(await refusal(await jpeg(299, 600), "avatar")).toEqual({
      message: UPLOAD_MESSAGES.avatarTooSmall,
      status: 400,
    });
    await expect(processImage(await jpeg(300, 300), "avatar")).resolves.toHaveLength(2);
  });
});
