#!/usr/bin/env node
/**
 * Generates the app's built-in SVG artwork under public/images/:
 * city skylines, category banners, talent avatars, the default avatar, an
 * image placeholder, the home hero and the default social-sharing image.
 *
 * Plain JavaScript with no dependencies, so it runs with `node` alone:
 *   node scripts/generate-artwork.mjs
 *
 * The lists below mirror app/constants/cities.ts, app/constants/categories.ts
 * and app/db/seed/data/profiles.ts; keep them in step when those change.
 * Output is deterministic (seeded by name), so re-running gives the same files.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "images");

/** City id, display name (for the title), hue and landmark drawn on the skyline. */
const CITIES = [
  { id: "mumbai", name: "Mumbai", hue: 20, landmark: "arch" },
  { id: "delhi", name: "Delhi", hue: 36, landmark: "dome" },
  { id: "chennai", name: "Chennai", hue: 356, landmark: "gopuram" },
  { id: "hyderabad", name: "Hyderabad", hue: 46, landmark: "minarets" },
  { id: "kolkata", name: "Kolkata", hue: 8, landmark: "bridge" },
  { id: "bangalore", name: "Bangalore", hue: 334, landmark: "palace" },
  { id: "pune", name: "Pune", hue: 11, landmark: "palace" },
  { id: "kochi", name: "Kochi", hue: 48, landmark: "palms" },
  { id: "thiruvananthapuram", name: "Thiruvananthapuram", hue: 85, landmark: "gopuram" },
  { id: "kozhikode", name: "Kozhikode", hue: 122, landmark: "palms" },
  { id: "ahmedabad", name: "Ahmedabad", hue: 159, landmark: "minarets" },
  { id: "gandhinagar", name: "Gandhinagar", hue: 196, landmark: "towers" },
  { id: "vadodara", name: "Vadodara", hue: 233, landmark: "palace" },
  { id: "surat", name: "Surat", hue: 270, landmark: "towers" },
  { id: "jaipur", name: "Jaipur", hue: 307, landmark: "palace" },
  { id: "udaipur", name: "Udaipur", hue: 344, landmark: "palace" },
  { id: "lucknow", name: "Lucknow", hue: 21, landmark: "arch" },
  { id: "varanasi", name: "Varanasi", hue: 58, landmark: "gopuram" },
  { id: "noida", name: "Noida", hue: 95, landmark: "towers" },
  { id: "chandigarh", name: "Chandigarh", hue: 132, landmark: "towers" },
  { id: "amritsar", name: "Amritsar", hue: 169, landmark: "dome" },
  { id: "gurugram", name: "Gurugram", hue: 206, landmark: "towers" },
  { id: "bhubaneswar", name: "Bhubaneswar", hue: 243, landmark: "gopuram" },
  { id: "guwahati", name: "Guwahati", hue: 280, landmark: "bridge" },
  { id: "patna", name: "Patna", hue: 317, landmark: "dome" },
  { id: "ranchi", name: "Ranchi", hue: 354, landmark: "towers" },
  { id: "raipur", name: "Raipur", hue: 31, landmark: "towers" },
  { id: "bhopal", name: "Bhopal", hue: 68, landmark: "minarets" },
  { id: "indore", name: "Indore", hue: 105, landmark: "palace" },
  { id: "nagpur", name: "Nagpur", hue: 142, landmark: "dome" },
  { id: "panaji", name: "Panaji", hue: 179, landmark: "palms" },
  { id: "mysuru", name: "Mysuru", hue: 216, landmark: "palace" },
  { id: "mangaluru", name: "Mangaluru", hue: 253, landmark: "palms" },
  { id: "coimbatore", name: "Coimbatore", hue: 290, landmark: "gopuram" },
  { id: "madurai", name: "Madurai", hue: 327, landmark: "gopuram" },
  { id: "puducherry", name: "Puducherry", hue: 4, landmark: "palms" },
  { id: "visakhapatnam", name: "Visakhapatnam", hue: 41, landmark: "palms" },
  { id: "vijayawada", name: "Vijayawada", hue: 78, landmark: "bridge" },
  { id: "amaravati", name: "Amaravati", hue: 115, landmark: "dome" },
  { id: "dehradun", name: "Dehradun", hue: 152, landmark: "clock" },
  { id: "shimla", name: "Shimla", hue: 189, landmark: "clock" },
  { id: "srinagar", name: "Srinagar", hue: 226, landmark: "dome" },
  { id: "jammu", name: "Jammu", hue: 263, landmark: "gopuram" },
  { id: "leh", name: "Leh", hue: 300, landmark: "gopuram" },
  { id: "shillong", name: "Shillong", hue: 337, landmark: "spire" },
  { id: "imphal", name: "Imphal", hue: 14, landmark: "palace" },
  { id: "aizawl", name: "Aizawl", hue: 51, landmark: "spire" },
  { id: "kohima", name: "Kohima", hue: 88, landmark: "spire" },
  { id: "agartala", name: "Agartala", hue: 125, landmark: "palace" },
  { id: "itanagar", name: "Itanagar", hue: 162, landmark: "gopuram" },
  { id: "gangtok", name: "Gangtok", hue: 199, landmark: "gopuram" },
  { id: "port-blair", name: "Port Blair", hue: 236, landmark: "palms" },
  { id: "kavaratti", name: "Kavaratti", hue: 273, landmark: "palms" },
  { id: "daman", name: "Daman", hue: 310, landmark: "arch" },
  { id: "los-angeles", name: "Los Angeles", hue: 28, landmark: "palms" },
  { id: "new-york", name: "New York", hue: 318, landmark: "spire" },
  { id: "atlanta", name: "Atlanta", hue: 14, landmark: "towers" },
  { id: "london", name: "London", hue: 305, landmark: "clock" },
  { id: "manchester", name: "Manchester", hue: 345, landmark: "towers" },
];

const CATEGORIES = [
  ["acting", "Acting"],
  ["directing", "Directing"],
  ["writing", "Writing"],
  ["producing", "Producing"],
  ["cinematography", "Cinematography"],
  ["editing", "Editing"],
  ["music", "Music"],
  ["sound-design", "Sound Design"],
  ["production-design", "Production Design"],
  ["costume", "Costume Design"],
  ["makeup", "Makeup"],
  ["vfx", "VFX"],
  ["lighting", "Lighting"],
  ["set-decoration", "Set Decoration"],
  ["stunts", "Stunts"],
  ["voice-acting", "Voice Acting"],
  ["casting", "Casting"],
  ["animation", "Animation"],
  ["visual-effects", "Visual Effects"],
  ["broadcasting", "Broadcasting"],
  ["dance", "Dance"],
  ["audio-engineering", "Audio Engineering"],
  ["videography", "Videography"],
  ["media-production", "Media Production"],
];

/** Must match the usernames and names in app/db/seed/data/profiles.ts. */
const TALENT = [
  ["aarav-malhotra", "Aarav Malhotra"],
  ["meera-raghunathan", "Meera Raghunathan"],
  ["kabir-sengupta", "Kabir Sengupta"],
  ["ananya-iyer", "Ananya Iyer"],
  ["vikram-reddy", "Vikram Reddy"],
  ["priya-nair", "Priya Nair"],
  ["rohit-sabharwal", "Rohit Sabharwal"],
  ["sanya-bhatt", "Sanya Bhatt"],
  ["farhan-qureshi", "Farhan Qureshi"],
  ["tanvi-deshmukh", "Tanvi Deshmukh"],
  ["arjun-varma", "Arjun Varma"],
  ["ishita-banerjee", "Ishita Banerjee"],
];

const MAX_BYTES = 6 * 1024;
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

// ---------------------------------------------------------------- helpers

function hashString(text) {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Small seeded PRNG (mulberry32) so the artwork is stable between runs. */
function rng(seedText) {
  let a = hashString(seedText);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const esc = (s) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const hsl = (h, s, l) => `hsl(${((Math.round(h) % 360) + 360) % 360},${Math.round(s)}%,${Math.round(l)}%)`;
/** Keeps a hue on the warm side of the wheel (never drifting past gold into green). */
const warm = (h) => {
  const n = ((Math.round(h) % 360) + 360) % 360;
  return n > 50 && n < 200 ? 50 : n;
};
const r1 = (n) => Math.round(n * 10) / 10;

function svg(width, height, title, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${esc(title)}</title>${body}</svg>\n`
  );
}

function linear(id, stops, x2 = 0, y2 = 1) {
  const s = stops.map(
    ([o, c, op]) =>
      `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
  );
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s.join("")}</linearGradient>`;
}

const written = [];
function write(relPath, content) {
  const file = join(OUT, relPath);
  const bytes = Buffer.byteLength(content);
  if (bytes > MAX_BYTES) throw new Error(`${relPath} is ${bytes} bytes, over the ${MAX_BYTES}-byte budget`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push([relPath, bytes]);
}

// ---------------------------------------------------------------- cities (800x500)

/**
 * A row of buildings as one path, from x=0 to x=800, standing on baseY.
 * Buildings in the middle (where the landmark stands) are kept low when `clearMiddle` is set.
 */
function skylinePath(rand, baseY, minH, maxH, minW, maxW, clearMiddle = false) {
  let d = `M0 ${baseY}`;
  let x = 0;
  while (x < 800) {
    const w = minW + rand() * (maxW - minW);
    const low = clearMiddle && x > 200 && x < 640;
    const h = low ? 8 + rand() * 18 : minH + rand() * (maxH - minH);
    const top = Math.round(baseY - h);
    const nx = Math.min(800, Math.round(x + w));
    d += `V${top}H${nx}`;
    x = nx;
  }
  return `${d}V${baseY}Z`;
}

function landmark(kind, color) {
  const f = `fill="${color}"`;
  switch (kind) {
    case "arch": // a gateway arch by the sea
      return `<path ${f} d="M300 380V250h20v-12h160v12h20v130h-50v-70a50 50 0 0 0-100 0v70Z"/><path ${f} d="M310 238v-20h20v-14h20v14h100v-14h20v14h20v20Z"/>`;
    case "dome": // a domed monument with a memorial arch
      return `<path ${f} d="M420 380V300h16a84 84 0 0 1 168 0h16v80Z"/><rect ${f} x="508" y="190" width="8" height="36"/><path ${f} d="M240 380V220h110v160h-35v-90a20 20 0 0 0-40 0v90Z"/><rect ${f} x="232" y="206" width="126" height="16"/>`;
    case "gopuram": // stepped temple tower
      return `<path ${f} d="M330 380V330h20v-30h14v-30h14v-30h14v-30h14v-20h8v-14h12v14h8v20h14v30h14v30h14v30h14v30h20v50Z"/>`;
    case "minarets": // four-minaret monument
      return `<path ${f} d="M330 380V270h140v110h-40v-50a30 30 0 0 0-60 0v50Z"/><path ${f} d="M322 380V200l8-14 8 14v180Zm140 0V200l8-14 8 14v180ZM360 270v-22h80v22Zm20-22a20 20 0 0 1 40 0Z"/>`;
    case "bridge": // cantilever bridge over the river
      return `<path fill="none" stroke="${color}" stroke-width="8" d="M120 380L180 240L250 320L320 240L380 380M420 380L480 240L550 320L620 240L680 380M180 240H320M480 240H620M60 352H740"/>`;
    case "palace": // palace with turrets
      return `<path ${f} d="M290 380V290h220v90ZM300 290v-50h30v50Zm170 0v-50h30v50ZM370 290v-40a30 30 0 0 1 60 0v40Z"/><path ${f} d="M300 240l15-26 15 26Zm170 0l15-26 15 26Zm-70-48v-14h4v14Z"/>`;
    case "palms": // palm trees and hills
      return `<path ${f} d="M0 380Q200 300 420 350T800 330V380Z" opacity=".6"/><path fill="none" stroke="${color}" stroke-width="7" d="M560 380Q566 300 552 220M640 380Q632 300 650 240"/><path ${f} d="M552 220q-40-6-62 18q34-14 62-8q-28 14-40 44q24-28 40-32q4 30 20 46q-8-30-10-48q30 6 50 30q-12-34-50-46q30-10 56-4q-26-20-66 0Zm98 20q-36-4-56 18q30-12 56-6q-22 16-30 42q20-26 32-30q6 28 22 40q-8-28-12-42q28 6 44 26q-10-30-44-40q26-10 52-6q-24-16-64 -2Z"/>`;
    case "spire": // art-deco skyscraper with a spire
      return `<path ${f} d="M360 380V200h16v-30h12v-28h8v-40h4v-50h4v50h4v40h8v28h12v30h16v180Z"/>`;
    case "towers": // glass towers
      return `<path ${f} d="M300 380V190l50-30v220Zm80 0V150h60v230Zm80 0V220l40 20v140Z"/>`;
    case "clock": // clock tower and observation wheel
      return `<path ${f} d="M250 380V170h40v210Zm-6-210l26-60 26 60Z"/><circle cx="270" cy="196" r="13" fill="none" stroke="${color}" stroke-width="4"/><g fill="none" stroke="${color}" stroke-width="4"><circle cx="560" cy="260" r="100"/><path d="M560 160v200M460 260h200M489 189l142 142M631 189L489 331"/></g><path ${f} d="M545 380l15-120 15 120Z"/>`;
    default:
      return "";
  }
}

function citySvg({ id, name, hue, landmark: kind }) {
  const rand = rng(`city:${id}`);
  const far = skylinePath(rand, 380, 40, 150, 30, 70);
  const near = skylinePath(rand, 430, 20, 80, 40, 90, true);
  const sunX = 120 + Math.round(rand() * 560);
  // Night-violet at the top, warming through the city's hue to a bright horizon glow.
  const ink = hsl(262 + (hue % 30), 45, 13);
  const defs =
    `<defs>${linear("sky", [
      [0, hsl(255 + (hue % 40), 50, 20)],
      [0.55, hsl(hue, 80, 58)],
      [1, hsl(warm(hue + 25), 95, 74)],
    ])}` +
    `${linear("sea", [
      [0, hsl(hue + 10, 55, 42)],
      [1, ink],
    ])}</defs>`;
  const ripples = [395, 408, 420].map((y, i) => `M${sunX - 60 + i * 18} ${y}h${120 - i * 36}`).join("");
  const body =
    `${defs}<rect width="800" height="500" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="250" r="70" fill="${hsl(warm(hue + 35), 100, 82)}" opacity=".85"/>` +
    `<path d="${far}" fill="${hsl(hue + 270, 35, 34)}" opacity=".7"/>` +
    landmark(kind, hsl(262 + (hue % 30), 40, 20)) +
    `<rect y="380" width="800" height="120" fill="url(#sea)"/>` +
    `<path d="${ripples}" stroke="${hsl(warm(hue + 35), 100, 82)}" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="${near}" fill="${ink}"/>` +
    `<rect y="430" width="800" height="70" fill="${ink}"/>`;
  return svg(800, 500, `Stylised skyline of ${name}`, body);
}

// ---------------------------------------------------------------- categories (600x400)

function categorySvg(slug, name, index) {
  const rand = rng(`category:${slug}`);
  const hue = (index * 15 + 260) % 360;
  const shapes = [];
  for (let i = 0; i < 9; i++) {
    const x = r1(rand() * 600);
    const y = r1(rand() * 400);
    const size = r1(30 + rand() * 110);
    const fill = hsl(hue + rand() * 60 - 10, 75, 55 + rand() * 25);
    const op = r1(0.15 + rand() * 0.35);
    const kind = i % 3;
    if (kind === 0)
      shapes.push(`<circle cx="${x}" cy="${y}" r="${r1(size / 2)}" fill="${fill}" opacity="${op}"/>`);
    else if (kind === 1)
      shapes.push(
        `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="12" fill="${fill}" opacity="${op}" transform="rotate(${Math.round(rand() * 90)} ${x} ${y})"/>`,
      );
    else
      shapes.push(
        `<path d="M${x} ${r1(y - size / 2)}L${r1(x + size / 2)} ${r1(y + size / 2)}H${r1(x - size / 2)}Z" fill="${fill}" opacity="${op}"/>`,
      );
  }
  const ring = `<circle cx="${Math.round(380 + rand() * 160)}" cy="${Math.round(80 + rand() * 200)}" r="90" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>`;
  const body =
    `<defs>${linear(
      "bg",
      [
        [0, hsl(hue, 60, 26)],
        [1, hsl(hue + 45, 70, 46)],
      ],
      1,
      1,
    )}</defs>` +
    `<rect width="600" height="400" fill="url(#bg)"/>${shapes.join("")}${ring}` +
    `<path d="M0 330Q150 290 300 330T600 320V400H0Z" fill="#000" opacity=".18"/>`;
  return svg(600, 400, `${name} category artwork`, body);
}

// ---------------------------------------------------------------- avatars (400x400)

const SILHOUETTE =
  `<circle cx="200" cy="160" r="72"/>` + `<path d="M60 400c0-92 62-150 140-150s140 58 140 150Z"/>`;

function initialsOf(name) {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? parts[parts.length - 1][0] : "";
  return (first + last).toUpperCase();
}

function talentSvg(username, name) {
  const hue = hashString(username) % 360;
  const body =
    `<defs>${linear(
      "bg",
      [
        [0, hsl(hue, 70, 62)],
        [1, hsl(hue + 40, 65, 34)],
      ],
      1,
      1,
    )}</defs>` +
    `<rect width="400" height="400" fill="url(#bg)"/>` +
    `<circle cx="330" cy="70" r="120" fill="#fff" opacity=".08"/>` +
    `<g fill="${hsl(hue + 20, 45, 18)}" opacity=".55">${SILHOUETTE}</g>` +
    `<text x="200" y="318" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="#fff" letter-spacing="4">${esc(initialsOf(name))}</text>`;
  return svg(400, 400, `Portrait of ${name}`, body);
}

function defaultAvatarSvg() {
  const body =
    `<defs>${linear(
      "bg",
      [
        [0, "#e2e8f0"],
        [1, "#94a3b8"],
      ],
      1,
      1,
    )}</defs>` + `<rect width="400" height="400" fill="url(#bg)"/><g fill="#64748b">${SILHOUETTE}</g>`;
  return svg(400, 400, "Default profile picture", body);
}

function placeholderSvg() {
  const body =
    `<rect width="800" height="500" fill="#e5e7eb"/>` +
    `<g fill="none" stroke="#9ca3af" stroke-width="10" stroke-linejoin="round">` +
    `<rect x="300" y="170" width="200" height="160" rx="16"/>` +
    `<path d="M310 310l60-70 40 45 30-30 50 55"/></g>` +
    `<circle cx="448" cy="208" r="16" fill="#9ca3af"/>`;
  return svg(800, 500, "Image placeholder", body);
}

// ---------------------------------------------------------------- hero (1600x900)

function heroSvg() {
  const rand = rng("hero");
  const dust = [];
  for (let i = 0; i < 40; i++) {
    dust.push(
      `<circle cx="${Math.round(200 + rand() * 1200)}" cy="${Math.round(rand() * 640)}" r="${r1(1 + rand() * 2.5)}" fill="#fde68a" opacity="${r1(0.2 + rand() * 0.6)}"/>`,
    );
  }
  const folds = (x0, dir) => {
    let d = "";
    for (let i = 0; i < 5; i++) {
      const x = x0 + dir * (i * 48 + 30);
      d += `M${x} 60Q${x + dir * 14} 470 ${x - dir * 6} 900`;
    }
    return d;
  };
  const body =
    `<defs>` +
    linear("bg", [
      [0, "#12051f"],
      [0.6, "#2e1065"],
      [1, "#0b0314"],
    ]) +
    linear("beam", [
      [0, "#fde68a", 0.55],
      [1, "#f59e0b", 0],
    ]) +
    linear(
      "curtain",
      [
        [0, "#4c1d95"],
        [1, "#1e0b3a"],
      ],
      1,
      0,
    ) +
    `<radialGradient id="pool" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fcd34d" stop-opacity=".8"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="1600" height="900" fill="url(#bg)"/>` +
    `<path d="M560 0h80L900 760H420Z" fill="url(#beam)"/>` +
    `<path d="M980 0h70l170 760H760Z" fill="url(#beam)" opacity=".7"/>` +
    `<path d="M0 0h120L640 780H260Z" fill="url(#beam)" opacity=".35"/>` +
    `<path d="M1600 0h-120L1060 780h320Z" fill="url(#beam)" opacity=".35"/>` +
    dust.join("") +
    `<path d="M0 720Q800 660 1600 720V900H0Z" fill="#1a0833"/>` +
    `<path d="M0 720Q800 660 1600 720" fill="none" stroke="#f59e0b" stroke-opacity=".6" stroke-width="4"/>` +
    `<ellipse cx="720" cy="770" rx="330" ry="52" fill="url(#pool)"/>` +
    `<ellipse cx="1000" cy="770" rx="230" ry="40" fill="url(#pool)" opacity=".6"/>` +
    `<path d="M0 0h320Q300 420 200 900H0Z" fill="url(#curtain)"/>` +
    `<path d="M1600 0h-320Q1300 420 1400 900h200Z" fill="url(#curtain)"/>` +
    `<path d="${folds(0, 1)}${folds(1600, -1)}" fill="none" stroke="#0f0520" stroke-opacity=".55" stroke-width="6"/>` +
    `<path d="M0 0h1600v70Q1200 130 800 80T0 70Z" fill="#3b0764"/>` +
    `<path d="M0 70Q400 130 800 80T1600 70" fill="none" stroke="#fbbf24" stroke-width="5"/>` +
    `<g fill="#fbbf24">${[200, 500, 800, 1100, 1400].map((x) => `<circle cx="${x}" cy="${x === 800 ? 80 : 96}" r="6"/>`).join("")}</g>`;
  return svg(1600, 900, "A theatre stage lit by golden spotlights", body);
}

// ---------------------------------------------------------------- social image (1200x630)

function ogSvg() {
  const body =
    `<defs>` +
    linear(
      "bg",
      [
        [0, "#1e0b3a"],
        [1, "#4c1d95"],
      ],
      1,
      1,
    ) +
    linear(
      "gold",
      [
        [0, "#fde68a"],
        [1, "#f59e0b"],
      ],
      1,
      0,
    ) +
    linear("beam", [
      [0, "#fde68a", 0.35],
      [1, "#f59e0b", 0],
    ]) +
    `</defs>` +
    `<rect width="1200" height="630" fill="url(#bg)"/>` +
    `<path d="M540 0h120l260 630H280Z" fill="url(#beam)"/>` +
    `<circle cx="1080" cy="110" r="180" fill="#f59e0b" opacity=".08"/>` +
    `<circle cx="110" cy="560" r="140" fill="#a855f7" opacity=".15"/>` +
    `<text x="600" y="300" text-anchor="middle" font-family="${FONT}" font-size="120" font-weight="800" fill="url(#gold)">Rangmanch</text>` +
    `<text x="600" y="380" text-anchor="middle" font-family="${FONT}" font-size="30" fill="#ede9fe">${esc("India's premier platform for entertainment talent and opportunities")}</text>` +
    `<rect x="520" y="420" width="160" height="6" rx="3" fill="url(#gold)"/>`;
  return svg(
    1200,
    630,
    "Rangmanch: India's premier platform for entertainment talent and opportunities",
    body,
  );
}

// ---------------------------------------------------------------- media posters (400x600)

/** Media library titles (id, title, tag line): app/db/seed/data/media-titles.ts. */
const POSTERS = [
  ["monsoon-letters", "Monsoon Letters", "A Hindi feature"],
  ["the-thanjavur-house", "The Thanjavur House", "A Tamil feature"],
  ["crime-beat-mumbai", "Crime Beat Mumbai", "Series"],
  ["kabaddi-nights", "Kabaddi Nights", "Streaming drama"],
  ["the-last-local", "The Last Local", "A Marathi feature"],
  ["shor-gully", "Shor Gully", "A Hindi musical"],
  ["kolkata-quartet", "Kolkata Quartet", "Series"],
  ["songs-of-the-ghats", "Songs of the Ghats", "Documentary"],
];

/** Title words on up to three lines of at most 14 characters. */
function posterLines(title) {
  const lines = [];
  for (const word of title.split(" ")) {
    const last = lines.at(-1);
    if (last && `${last} ${word}`.length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

function posterSvg(id, title, tagLine) {
  const rand = rng(`poster:${id}`);
  const hue = warm(rand() * 360);
  const sun = `<circle cx="${Math.round(120 + rand() * 160)}" cy="${Math.round(170 + rand() * 80)}" r="${Math.round(60 + rand() * 40)}" fill="${hsl(hue + 30, 90, 68)}" opacity=".85"/>`;
  // A city's skyline is 800 wide; squeezed to the poster's 400.
  const hills = `<path d="${skylinePath(rand, 600, 60, 200, 30, 70)}" transform="scale(.5 1)" fill="${hsl(hue, 40, 12)}" opacity=".9"/>`;
  const text = posterLines(title)
    .map(
      (line, i) =>
        `<text x="200" y="${420 + i * 44}" font-family="${FONT}" font-size="38" font-weight="800" fill="#fff" text-anchor="middle">${esc(line)}</text>`,
    )
    .join("");
  const body =
    `<defs>${linear("bg", [
      [0, hsl(hue + 20, 70, 35)],
      [1, hsl(hue - 20, 60, 12)],
    ])}</defs>` +
    `<rect width="400" height="600" fill="url(#bg)"/>${sun}${hills}${text}` +
    `<text x="200" y="570" font-family="${FONT}" font-size="16" fill="#fff" opacity=".8" text-anchor="middle" letter-spacing="3">${esc(tagLine.toUpperCase())}</text>`;
  return svg(400, 600, `${title} poster`, body);
}

// ---------------------------------------------------------------- run

for (const city of CITIES) write(`cities/${city.id}.svg`, citySvg(city));
for (const [index, [slug, name]] of CATEGORIES.entries()) {
  write(`categories/${slug}.svg`, categorySvg(slug, name, index));
}
for (const [username, name] of TALENT) write(`talent/${username}.svg`, talentSvg(username, name));
for (const [id, title, tagLine] of POSTERS) write(`media/${id}.svg`, posterSvg(id, title, tagLine));
write("default-avatar.svg", defaultAvatarSvg());
write("placeholder.svg", placeholderSvg());
write("hero.svg", heroSvg());
write("og-default.svg", ogSvg());

const largest = written.reduce((max, [, bytes]) => Math.max(max, bytes), 0);
console.log(`Wrote ${written.length} SVG files to ${OUT} (largest ${largest} bytes).`);
