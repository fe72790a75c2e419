/** The header in which a tutorial's scripts send their clock to the mocks (milliseconds since the epoch). */
export const clockHeader = 'x-tutorial-clock';

/**
 * One tutorial's clock, shared by its mocks: it starts at the example's moment, a step may set it forward to when
 * the page says the reader runs it, and every request moves it to the clock its script sends. It never goes back.
 */
export class TutorialClock {
  private ms: number;

  constructor(startMs: number) {
    this.ms = startMs;
  }

  get nowMs(): number {
    return this.ms;
  }

  /** Block time, in seconds. */
  get seconds(): bigint {
    return BigInt(Math.floor(this.ms / 1000));
  }

  get iso(): string {
    return new Date(this.ms).toISOString();
  }

  /** A script's clock, from a request header: later moments move the clock on. */
  see(header: string | string[] | undefined) {
    const ms = Number(Array.isArray(header) ? header[0] : header);
    if (Number.isFinite(ms) && ms > this.ms) this.ms = ms;
  }

  /** A step's moment: the clock moves there, or throws if that is earlier than a moment the tutorial already saw. */
  setTo(ms: number) {
    if (ms < this.ms)
      throw new Error(`the step is set at ${new Date(ms).toISOString()}, before the tutorial's clock (${this.iso})`);
    this.ms = ms;
  }
}
