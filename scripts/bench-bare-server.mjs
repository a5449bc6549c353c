// The runtime's own limit for `npm run bench`: a bare node:http server that answers every request
// with the same bytes (status, headers, body) the app sent for one request of a scenario. Run as its
// own process, as the app is, so both are measured the same way:
//   node scripts/bench-bare-server.mjs <answer.json>   → prints "listening <port>"
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answer = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(answer.body, 'base64');
const headers = answer.headers;

const server = createServer((req, res) => {
  res.writeHead(answer.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
