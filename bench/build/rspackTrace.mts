/**
 * Time by span in the Chrome trace Rspack writes of its native work (`config/rspackTrace.ts`): each span's name (a
 * phase such as `make` or `seal`, a plugin's hook, a loader), its time summed over every thread and call, and its
 * calls. Spans nest, so a phase's time holds its children's; threads work at once, so a span's sum can pass the
 * wall time.
 */
import fs from 'node:fs';
import readline from 'node:readline';

interface TraceEvent {
  ph: string;
  name?: string;
  tid?: number;
  ts?: number;
  dur?: number;
}

export interface SpanTime {
  ms: number;
  calls: number;
}

/**
 * The events of a trace file, read a line at a time: Rspack writes one event per line, and a large build's trace
 * passes the longest string Node can hold. A line that is not a whole event (the brackets, a cut-short end) is skipped.
 */
async function* traceEvents(file: string): AsyncGenerator<TraceEvent> {
  for await (const line of readline.createInterface({input: fs.createReadStream(file), crlfDelay: Infinity})) {
    const json = line.trim().replace(/,$/, '');
    if (!json.startsWith('{')) continue;
    try {
      yield JSON.parse(json) as TraceEvent;
    } catch {
      // The last line of a trace the process did not close.
    }
  }
}

/** Milliseconds and calls by span name. */
export async function traceSummary(file: string): Promise<Map<string, SpanTime>> {
  const totals = new Map<string, SpanTime>();
  const add = (name: string, microseconds: number) => {
    const total = totals.get(name) ?? {ms: 0, calls: 0};
    total.ms += microseconds / 1000;
    total.calls += 1;
    totals.set(name, total);
  };
  // Begin events waiting for their end, per thread.
  const open = new Map<number, TraceEvent[]>();
  for await (const event of traceEvents(file)) {
    const thread = event.tid ?? 0;
    if (event.ph === 'X' && event.name) add(event.name, event.dur ?? 0);
    else if (event.ph === 'B') {
      const stack = open.get(thread);
      if (stack) stack.push(event);
      else open.set(thread, [event]);
    } else if (event.ph === 'E') {
      const begin = open.get(thread)?.pop();
      if (begin?.name && begin.ts !== undefined && event.ts !== undefined) add(begin.name, event.ts - begin.ts);
    }
  }
  return totals;
}
