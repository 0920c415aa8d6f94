// npm run bench:search: only the search figure (scripts/bench/search.mjs), against the last build.
import { formatSearch, measureSearch } from "./bench/search.mjs";
import { fail } from "./lib/lifecycle.mjs";
import { build, hasBuild } from "./lib/worker.mjs";

try {
  if (!hasBuild()) build({ quiet: true });
  const result = await measureSearch({ log: (line) => console.log(`[bench] ${line}`) });
  console.log(formatSearch(result));
  console.log(JSON.stringify(result));
} catch (error) {
  fail(error);
}
