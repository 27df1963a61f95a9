/**
 * This user's writes of one task, one after another. A write made while an earlier one was on
 * its way was based on the version that write started from: it is sent with the version that
 * write produced, so quick changes in a row (ticking the last required item, then Complete)
 * are neither overtaken nor mistaken for someone else's change. A change by anyone else in
 * between still answers 409.
 */
interface WriteChain {
  tail: Promise<unknown>;
  /** This user's last write turned version `from` into `to`. */
  from: number;
  to: number;
}
const chains = new Map<string, WriteChain>();

/** A write based on `version`; `produced` is the version it left, null when it failed. */
export type TaskWrite<Outcome> = (
  version: number,
) => Promise<{ outcome: Outcome; produced: number | null }>;

/** Runs `write` of the task read at `readVersion` once this user's earlier writes are done. */
export function inTaskOrder<Outcome>(
  taskId: string,
  readVersion: number,
  write: TaskWrite<Outcome>,
): Promise<Outcome> {
  const chain = chains.get(taskId) ?? { tail: Promise.resolve(), from: -1, to: -1 };
  const send = async () => {
    const version = chain.from === readVersion ? chain.to : readVersion;
    const { outcome, produced } = await write(version);
    if (produced !== null) Object.assign(chain, { from: version, to: produced });
    return outcome;
  };
  const outcome = chain.tail.then(send, send);
  chain.tail = outcome;
  chains.set(taskId, chain);
  return outcome;
}
