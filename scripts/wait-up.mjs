/** Resolves when `url` answers 2xx; throws after `ms` (the benchmarks' servers starting). */
export async function waitUp(url, ms = 180_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer`);
}
