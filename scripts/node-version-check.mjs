// Stops at once, in one line, when the Node.js running us is older than the one
// the project needs (.nvmrc). Imported first by `npm start` and server.js: on an
// older Node the server would otherwise fail later with an error that says
// nothing about the cause.
import fs from "node:fs";

const wanted = Number.parseInt(
  fs.readFileSync(new URL("../.nvmrc", import.meta.url), "utf8").replace(/^v/, ""),
  10,
);
const running = Number.parseInt(process.versions.node, 10);
if (running < wanted) {
  console.error(
    `Rangmanch needs Node.js ${wanted} or newer, and this is ${process.version}: run \`. scripts/use-node.sh\` (it installs Node.js ${wanted} from the npm registry) and try again.`,
  );
  process.exit(1);
}
