// The floor's production server: the floor app's build (floor-app/, built by
// floor.mjs) behind the same Express, compression and Express-to-Fetch bridge
// (server/fetch-bridge.ts, loaded by Node 24's own TypeScript type stripping)
// as server/app.ts, with the build passed as an object as
// ours is in production. Nothing else: no logging, no security headers, no
// database. Started by floor.mjs as `node floor-server.mjs <build dir> <port>`.
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "react-router";
import { sendResponse, toFetchRequest } from "../../server/fetch-bridge.ts";

const [buildDir, port] = process.argv.slice(2);
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.get("/readyz", (_req, res) => {
  res.json({ status: "ready" });
});
const handleRequest = createRequestHandler(build, "production");
app.all("/{*splat}", async (req, res, next) => {
  try {
    await sendResponse(res, await handleRequest(toFetchRequest(req, res)));
  } catch (error) {
    next(error);
  }
});
const server = app.listen(Number(port), "127.0.0.1");
process.once("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
