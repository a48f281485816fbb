import { StartupError } from '#server/env';

/** Runs a start-up step that needs an outside service; a failure becomes one line naming the variable. */
export async function startup<T>(what: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new StartupError(`${what} (${error instanceof Error ? error.message : String(error)})`);
  }
}
