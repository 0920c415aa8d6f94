import { defineConfig } from 'vitest/config';
import { resolve, unitProject } from './vitest.config';

/** The unit project alone, for Stryker (npm run mutate): its runner takes a config file, not a project name. */
export default defineConfig({ resolve, test: { include: unitProject.include, isolate: unitProject.isolate } });
