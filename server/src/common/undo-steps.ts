/**
 * The steps of a change that each leave something behind, with their undos: when a step fails,
 * the undos of the steps done so far run, newest first, and the failure is thrown on. So a change
 * made of several writes without a transaction leaves nothing half done.
 */
export class UndoSteps {
  private readonly undos: (() => Promise<unknown>)[] = [];

  /** Runs `step`; once it is done, `undo` takes back what it left (given what it answered). */
  async run<T>(step: () => Promise<T>, undo: (done: T) => Promise<unknown>): Promise<T> {
    const done = await this.guarded(step);
    this.undos.push(() => undo(done));
    return done;
  }

  /** Runs the last step: nothing comes after it to fail, so it needs no undo. */
  last<T>(step: () => Promise<T>): Promise<T> {
    return this.guarded(step);
  }

  private async guarded<T>(step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      for (const undo of this.undos.reverse()) await undo();
      this.undos.length = 0;
      throw error;
    }
  }
}
