import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Express app (server/app.ts), so the
  // production server is one file that imports the React Router build.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // PGlite ships WebAssembly and data files it locates relative to its own
  // module, so it must stay an external package in the server bundle.
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "pino-http"] },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  plugins: [tailwindcss(), reactRouter()],
}));
