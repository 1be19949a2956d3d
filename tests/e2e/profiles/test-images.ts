import type { Page } from "@playwright/test";
import sharp from "sharp";

/**
 * Real images for the upload tests, drawn in memory with sharp (no binary
 * fixtures to keep in the repository): a portrait-like avatar and a landscape
 * "production still", so screenshots show something recognisable.
 */

const svgImage = (width: number, height: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );

/** A square JPEG "head and shoulders" on a warm gradient; `side` pixels each way. */
export async function avatarJpeg(side = 480) {
  const svg = svgImage(
    400,
    400,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
       <stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#7c3aed"/>
     </linearGradient></defs>
     <rect width="400" height="400" fill="url(#g)"/>
     <circle cx="200" cy="165" r="72" fill="#fde68a"/>
     <rect x="80" y="255" width="240" height="180" rx="110" fill="#fde68a"/>`,
  );
  const buffer = await sharp(svg).resize(side, side).jpeg({ quality: 85 }).toBuffer();
  return { name: "headshot.jpg", mimeType: "image/jpeg", buffer };
}

/** A landscape PNG "stage still": spotlight, stage and curtains. */
export async function stillPng(width = 960, height = 640) {
  const svg = svgImage(
    960,
    640,
    `<rect width="960" height="640" fill="#1e1b4b"/>
     <polygon points="480,0 300,520 660,520" fill="#fef3c7" opacity="0.35"/>
     <rect x="0" y="520" width="960" height="120" fill="#78350f"/>
     <rect x="0" y="0" width="150" height="640" fill="#991b1b"/>
     <rect x="810" y="0" width="150" height="640" fill="#991b1b"/>
     <circle cx="480" cy="430" r="45" fill="#fbbf24"/>
     <rect x="440" y="470" width="80" height="60" rx="20" fill="#fbbf24"/>`,
  );
  const buffer = await sharp(svg).resize(width, height).png().toBuffer();
  return { name: "stage-still.png", mimeType: "image/png", buffer };
}

/**
 * Stands in for the third parties a profile frames or links images from
 * (YouTube, Vimeo, Instagram, YouTube stills): the test machine has no
 * internet, and the tests are about our pages, not theirs. Each frame gets a
 * small page saying which embed it is, so screenshots stay readable.
 */
export async function stubThirdPartyEmbeds(page: Page) {
  const still = (await stillPng(480, 360)).buffer;
  await page.route(/^https:\/\/i\.ytimg\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: still }),
  );
  await page.route(
    /^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com|www\.instagram\.com)\//,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><head><title>Embed</title></head>
          <body style="margin:0;display:grid;place-items:center;height:100vh;background:#111;color:#eee;font:16px sans-serif">
          <p>Stub of ${new URL(route.request().url()).host}</p></body></html>`,
      }),
  );
}
