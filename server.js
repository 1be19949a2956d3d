// Starts Rangmanch. In production it runs the built server bundle
// (build/server/index.js, made from server/app.ts); with --dev it loads the
// same module through Vite so that edits reload. With WEB_CONCURRENCY above 1
// (production only) this process is the primary of several server processes
// (server/cluster-primary.mjs), each of which runs this file again.
import "./scripts/node-version-check.mjs";
import cluster from "node:cluster";
import { runPrimary, wantsSeveralProcesses } from "./server/cluster-primary.mjs";

const development = process.argv.includes("--dev");
// The primary reads the two settings it needs before any app code loads; every server process
// checks them with the rest (app/lib/config.server.ts).
// biome-ignore lint/style/noProcessEnv: the primary never loads the app, whose configuration reads the environment
const environment = process.env;

if (development) {
  if (environment.WEB_CONCURRENCY) {
    // biome-ignore lint/suspicious/noConsole: the launcher loads no app code, so no logger; a developer reads this
    console.log("--dev runs one server process: WEB_CONCURRENCY is ignored.");
    delete environment.WEB_CONCURRENCY;
  }
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { startServer } = await viteDevServer.ssrLoadModule("./server/app.ts");
  await startServer({ viteDevServer });
} else if (cluster.isPrimary && wantsSeveralProcesses(environment.WEB_CONCURRENCY)) {
  runPrimary({ logLevel: environment.LOG_LEVEL });
} else {
  const { startServer } = await import("./build/server/index.js").catch((error) => {
    // biome-ignore lint/suspicious/noConsole: the launcher loads no app code, so no logger; a developer reads this
    console.error("The server has not been built yet: run `npm run build` first (or `npm start`).");
    throw error;
  });
  await startServer({});
}
