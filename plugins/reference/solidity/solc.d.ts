/** solc-js ships no types; the two calls this project makes. */
declare module 'solc' {
  export function compile(input: string): string;
  export function version(): string;
}
