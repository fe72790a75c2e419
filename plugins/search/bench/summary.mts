/** Cold queries summed up as every search benchmark prints them. */
import type {Timed} from './chromium.mjs';
import {kib, median, ms, percentile, sum} from '../../../bench/support/figures.mjs';
import {roundTrips} from './requests.mjs';

/** p50 / p95 of a set of timed queries, with what they fetched. */
export function summarise(timed: readonly Timed[]) {
  const times = timed.map((entry) => entry.ms);
  const requests = timed.map((entry) => entry.requests.length);
  const bytes = timed.map((entry) => sum(entry.requests.map((request) => request.encoded)));
  const trips = timed.map((entry) => roundTrips(entry.requests));
  return {
    p50: ms(percentile(times, 50)),
    p95: ms(percentile(times, 95)),
    requests: `${(sum(requests) / timed.length).toFixed(1)} (max ${Math.max(...requests)})`,
    trips: `${median(trips)} (max ${Math.max(...trips)})`,
    bytes: `${kib(sum(bytes) / timed.length)} (max ${kib(Math.max(...bytes))})`,
    total: kib(sum(bytes)),
  };
}
