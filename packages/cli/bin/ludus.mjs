#!/usr/bin/env node
// The `ludus` command runs the TypeScript sources directly through tsx, so that
// `npx ludus …` works right after `npm install` / `npm ci` with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
