import zlib from "node:zlib";
import sharp from "sharp";

/** Images made in memory for the upload tests: no fixture files to keep. */

export function solidImage(width: number, height: number, background = "#c0392b") {
  return sharp({ create: { width, height, channels: 3, background } });
}

export function jpeg(width: number, height: number): Promise<Buffer> {
  return solidImage(width, height).jpeg().toBuffer();
}

/** A two-frame animated GIF: red, then blue. */
export async function animatedGif(side: number): Promise<Buffer> {
  const frames = await Promise.all(
    ["#ff0000", "#0000ff"].map((colour) => solidImage(side, side, colour).png().toBuffer()),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [500, 500] })
    .toBuffer();
}

/** A camera-style JPEG: stored sideways with EXIF orientation 6, plus an author, a copyright and a P3 profile. */
export function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return solidImage(width, height)
    .jpeg()
    .withIccProfile("p3")
    .withExif({ IFD0: { Artist: "Secret Photographer", Copyright: "Hidden Studio" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A decompression bomb: a PNG of a few dozen bytes whose header declares
 * `width` x `height` pixels (20000x20000 is 1.6 GB once decoded). Only the
 * header is real; nothing should ever try to decode the rest.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method quirks, not interlaced
  const firstRow = zlib.deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", firstRow),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typeAndBody = Buffer.concat([Buffer.from(type, "latin1"), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndBody));
  return Buffer.concat([length, typeAndBody, crc]);
}
