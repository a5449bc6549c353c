// The runtime's own limit for `npm run bench`: a bare node:http server that answers each path with
// the bytes (status, headers, body) the app sent for it in a scenario, and any other path with the
// first of them. Run as its own process, as the app is, so both are measured the same way:
//   node scripts/bench-bare-server.mjs <answers.json>   → prints "listening <port>"
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, answer]) => [
    path,
    { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body, 'base64') },
  ]),
);
const first = answers.values().next().value;

const server = createServer((req, res) => {
  const answer = answers.get(req.url) ?? first;
  res.writeHead(answer.status, answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
