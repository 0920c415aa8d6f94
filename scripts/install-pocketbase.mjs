// npm run pocketbase:install: puts the project's pinned PocketBase into .pocketbase/ (or checks POCKETBASE_BIN).
// The other scripts do this on first need; CI calls it up front so that the build time shows on its own line.
import { execFileSync } from "node:child_process";
import { fail } from "./lib/lifecycle.mjs";
import { ensurePocketBaseBinary } from "./lib/pocketbase-binary.mjs";

try {
  const binary = await ensurePocketBaseBinary({ log: (line) => console.log(line) });
  console.log(`${execFileSync(binary, ["--version"], { encoding: "utf8" }).trim()}: ${binary}`);
} catch (error) {
  fail(error);
}
