// The floor's production server: the floor app's build (floor-app/, built by
// floor.mjs) behind the same Express, compression and @react-router/express
// request handler as server/app.ts, with the build passed as an object as
// ours is in production. Nothing else: no logging, no security headers, no
// database. Started by floor.mjs as `node floor-server.mjs <build dir> <port>`.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const [buildDir, port] = process.argv.slice(2);
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.get("/readyz", (_req, res) => {
  res.json({ status: "ready" });
});
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
const server = app.listen(Number(port), "127.0.0.1");
process.once("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
