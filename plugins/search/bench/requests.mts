/** What a query fetched, read from the page's Resource Timing entries. */
export interface Fetched {
  name: string;
  start: number;
  end: number;
  /** Bytes on the wire (gzip when the host compressed). */
  encoded: number;
  /** When the page had the response, where known: no request it makes earlier can depend on it. */
  seen?: number;
}

/**
 * Round trips: the longest chain of requests where each starts only after the page had an earlier
 * one's response (or, unknown that, after it ended). Requests that overlap count once, however many.
 */
export function roundTrips(requests: readonly Fetched[]): number {
  const depth = new Map<Fetched, number>();
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    const before = requests
      .filter((other) => (other.seen ?? other.end) <= request.start)
      .map((other) => depth.get(other) ?? 0);
    depth.set(request, 1 + Math.max(0, ...before));
  }
  return Math.max(0, ...depth.values());
}
