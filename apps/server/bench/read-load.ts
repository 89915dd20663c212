// One autocannon run in a process of its own, so the read's load generator does not share an event loop
// with the bench's booking clients: it prints `ready`, then the run's figures as one JSON line.
import autocannon from 'autocannon';

const options = JSON.parse(process.env.READ_LOAD ?? '{}') as {
  url: string;
  body: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
};
process.stdout.write('ready\n');
const result = await autocannon({ ...options, method: 'POST' });
process.stdout.write(
  `${JSON.stringify({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx })}\n`,
);
