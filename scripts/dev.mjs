// `npm run dev`: the API server under tsx (restarts on change) and Vite with hot reload, side by side.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/index.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite', '--port', process.env.VITE_PORT ?? '5173'], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    stop();
    process.exit(0);
  });
children.forEach((c) =>
  c.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  }),
);
console.log(`Dev: app at http://localhost:${process.env.VITE_PORT ?? '5173'}/conveyancing/home, API on ${apiPort}`);
