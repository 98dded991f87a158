// Open-loop probe, run as its own process: one GET every `everyMs` for `duration` seconds,
// whether the previous one has answered or not, so that a stalled server shows as the time
// its requests waited (a closed-loop client would just send fewer requests while it stalls).
// Prints one JSON line: { p50, p95, max, n, errors }.
export type Args = { url: string; everyMs: number; duration: number };

const args = JSON.parse(process.argv[2]) as Args;
const latencies: number[] = [];
let errors = 0;
const inflight: Array<Promise<void>> = [];

const one = async () => {
  const t0 = performance.now();
  try {
    const res = await fetch(args.url, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    if (res.ok) latencies.push(performance.now() - t0);
    else errors++;
  } catch {
    errors++;
  }
};

const end = Date.now() + args.duration * 1000;
while (Date.now() < end) {
  inflight.push(one());
  await new Promise((r) => setTimeout(r, args.everyMs));
}
await Promise.all(inflight);
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
process.stdout.write(
  JSON.stringify({
    p50: pct(50),
    p95: pct(95),
    max: latencies[latencies.length - 1] ?? NaN,
    n: latencies.length,
    errors,
    rps: 0,
  }) + "\n",
);
