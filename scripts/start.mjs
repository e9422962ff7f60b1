// `npm start`: build the web app for production and serve it at http://localhost:8080.
import { spawn, spawnSync } from 'node:child_process';

const vite = 'node_modules/.bin/vite';
const build = spawnSync(vite, ['build', 'packages/web'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The web app did not build; see the messages above.');
  process.exit(build.status ?? 1);
}

const address = 'http://localhost:8080';
const preview = spawn(vite, ['preview', 'packages/web', '--port', '8080', '--strictPort'], {
  stdio: ['inherit', 'pipe', 'inherit'],
});
let announced = false;
preview.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && String(chunk).includes('8080')) {
    announced = true;
    console.log(`\nludus is running at ${address} (Ctrl+C stops it)`);
  }
});
preview.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
