// `npm run dev`: the API server (reloading on change) on 3001 and Vite with hot reload on 3000.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    // A reload stops the server: no balancer to drain for (decision 041), so at once.
    env: {
      SHUTDOWN_GRACE_MS: '0',
      ...process.env,
      PORT: '3001',
      PUBLIC_URL: 'http://localhost:3000',
    },
  }),
  spawn('npx', ['vite', '--port', '3000', '--strictPort'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
