// npm run mutate: Stryker over the pure rules, then the score as the last line ("Mutation score: NN.NN").
import { readFileSync } from "node:fs";
import { Stryker } from "@stryker-mutator/core";

const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);

const results = await new Stryker({}).runMutationTest();
const detected = results.filter((mutant) => DETECTED.has(mutant.status)).length;
const undetected = results.filter((mutant) => UNDETECTED.has(mutant.status)).length;
const score = (100 * detected) / Math.max(1, detected + undetected);
const { thresholds } = JSON.parse(readFileSync("reports/mutation/mutation.json", "utf8"));
console.log(`Mutants: ${results.length}, detected ${detected}, undetected ${undetected}`);
console.log(`Mutation score: ${score.toFixed(2)}`);
process.exitCode = score < (thresholds?.low ?? 90) ? 1 : 0;
