const units: [seconds: number, one: string, many: string][] = [
  [86_400, 'one day', 'days'],
  [3600, 'one hour', 'hours'],
  [60, 'one minute', 'minutes'],
];

/** 3600 → "one hour", 2592000 → "30 days", 300 → "5 minutes": a whole-unit duration in words. */
export function durationInWords(seconds: number): string {
  for (const [size, one, many] of units) {
    if (seconds % size === 0) return seconds === size ? one : `${(seconds / size).toLocaleString('en')} ${many}`;
  }
  return `${seconds} seconds`;
}
