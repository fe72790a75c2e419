/**
 * The device Lighthouse emulates. `BENCH_DEVICE=phone` stands for a mid-range phone on any machine: Lighthouse's
 * 4× CPU slowdown is calibrated for a machine of benchmarkIndex 1,100, so a faster machine needs a larger
 * multiplier (4 × benchmarkIndex / 1,100), read from a calibration run on this machine before the measured ones.
 */
import lighthouse from 'lighthouse';
import {throttling} from 'lighthouse/core/config/constants.js';

/** The benchmarkIndex Lighthouse's own 4× slowdown stands for. */
const referenceIndex = 1_100;
const defaultMultiplier = throttling.mobileSlow4G.cpuSlowdownMultiplier;

export interface Device {
  /** What the report says about the setting. */
  description: string;
  /** Lighthouse flags to add to every run. */
  flags: {throttling?: typeof throttling.mobileSlow4G};
}

/** Median benchmarkIndex of three performance-only runs on `url`, each a warm-up of the measured runs. */
async function calibrate(url: string, port: number): Promise<number> {
  const indexes: number[] = [];
  for (let run = 0; run < 3; run++) {
    const result = await lighthouse(url, {port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    indexes.push(result.lhr.environment.benchmarkIndex);
  }
  return indexes.sort((a, b) => a - b)[1]!;
}

/** The device of `BENCH_DEVICE` (unset: Lighthouse's mobile defaults), calibrated on `url` when it is a phone. */
export async function benchDevice(url: string, port: number): Promise<Device> {
  const device = process.env.BENCH_DEVICE ?? 'default';
  if (device === 'default')
    return {description: `Lighthouse's mobile defaults (CPU slowdown ${defaultMultiplier}×)`, flags: {}};
  if (device !== 'phone') throw new Error(`BENCH_DEVICE is "${device}": set it to "phone" or leave it unset.`);
  const index = await calibrate(url, port);
  const cpuSlowdownMultiplier = Math.max(1, Math.round(((defaultMultiplier * index) / referenceIndex) * 10) / 10);
  return {
    description: `a mid-range phone: CPU slowdown ${cpuSlowdownMultiplier}× = ${defaultMultiplier} × benchmarkIndex ${Math.round(index)} / ${referenceIndex.toLocaleString('en')} (median of 3 calibration runs)`,
    flags: {throttling: {...throttling.mobileSlow4G, cpuSlowdownMultiplier}},
  };
}
