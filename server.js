// Starts Rangmanch. In production it runs the built server bundle
// (build/server/index.js, made from server/app.ts); with --dev it loads the
// same module through Vite so that edits reload.
import "./scripts/node-version-check.mjs";

const development = process.argv.includes("--dev");

if (development) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { startServer } = await viteDevServer.ssrLoadModule("./server/app.ts");
  await startServer({ viteDevServer });
} else {
  const { startServer } = await import("./build/server/index.js").catch((error) => {
    console.error("The server has not been built yet: run `npm run build` first (or `npm start`).");
    throw error;
  });
  await startServer({});
}
