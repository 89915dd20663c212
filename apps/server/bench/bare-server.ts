// The reference for benchmarks: node:http answering fixed bytes, with no framework at all.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// The answer's bytes come in a file: a page's HTML is larger than Linux lets one argument or variable be
// (128 KB), and a file keeps them byte for byte.
const body = process.env.BARE_BODY_FILE ? readFileSync(process.env.BARE_BODY_FILE) : Buffer.from('{}');
// The app's own answer headers when the bench replays them (BENCH_BARE=identical).
const headers: Record<string, string> = JSON.parse(process.env.BARE_HEADERS ?? '{}');
createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      ...headers,
      'content-length': body.length,
    });
    response.end(body);
  });
}).listen(Number(process.env.BARE_PORT), '127.0.0.1');
