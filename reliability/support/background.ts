// A client that works in the background while a test brings faults about: its rounds run one
// after another until stop(), which waits for the round in progress.

export abstract class Background {
  private running = true;
  private loop: Promise<void> = Promise.resolve();

  /** Starts running `round` (given its number, from 1) until stop(). */
  protected repeat(round: (n: number) => Promise<void>): void {
    this.loop = (async () => {
      for (let n = 1; this.running; n++) await round(n);
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }
}
