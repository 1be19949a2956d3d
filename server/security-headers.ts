import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** Hosts whose players a profile may frame: video pitches and portfolio videos, and Instagram posts. */
const EMBED_HOSTS = [
  "https://www.youtube.com",
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://www.instagram.com",
];
/** YouTube's video stills, used as portfolio video thumbnails. */
const REMOTE_IMAGE_HOSTS = ["https://i.ytimg.com"];

export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()";

/** A fresh nonce per response: only scripts carrying it may run (no 'unsafe-inline'). */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
};

export function securityHeaders({ development }: { development: boolean }): RequestHandler[] {
  const nonceSource = (_req: unknown, res: unknown) =>
    `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", nonceSource, ...(development ? ["'unsafe-eval'"] : [])],
          scriptSrcAttr: ["'none'"],
          // Radix and sonner set inline styles; styles cannot run code.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", ...REMOTE_IMAGE_HOSTS],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'", ...(development ? ["ws:", "wss:"] : [])],
          frameSrc: EMBED_HOSTS,
          mediaSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          reportUri: ["/api/csp-report"],
        },
      },
      // Sent only over HTTPS, below: a browser ignores it on plain HTTP anyway.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
    }),
    (req, res, next) => {
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
      next();
    },
  ];
}
