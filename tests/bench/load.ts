// Load generator, run as its own process so that it does not share the server's event loop:
// autocannon with N connections for D seconds, every response time recorded for exact
// percentiles. Prints one JSON line: { p50, p95, rps, errors }.
import autocannon from "autocannon";

type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };
/** `requests`: several requests each connection cycles through (paths relative to `url`). */
type Args = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  requests?: Request[];
};

const args = JSON.parse(process.argv[2]) as Args;
const latencies: number[] = [];

const instance = autocannon(
  {
    url: args.url,
    method: args.method as "GET",
    headers: args.headers,
    body: args.body,
    connections: args.connections,
    ...(args.requests && { requests: args.requests as never }),
    duration: args.duration,
  },
  (err, result) => {
    if (err) throw err;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    const out = {
      p50: pct(50),
      p95: pct(95),
      max: latencies[latencies.length - 1] ?? NaN,
      rps: latencies.length / args.duration,
      errors: result.errors + result.non2xx,
      n: latencies.length,
    };
    process.stdout.write(JSON.stringify(out) + "\n");
  },
);
instance.on("response", (_client, _status, _bytes, ms) => {
  latencies.push(ms);
});
