// `npm start`: until the web app exists, print how to use the command line.
import { spawnSync } from 'node:child_process';

spawnSync('node', ['packages/cli/bin/ludus.mjs', 'help'], { stdio: 'inherit' });
