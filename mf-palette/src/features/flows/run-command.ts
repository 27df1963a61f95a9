import {
  COMMAND_FAILED_MESSAGE,
  type CommandRequest,
  type CommandResult,
  type PlatformApi,
} from '@staydesk/contracts';

const FAILED: CommandResult = { success: false, data: null, error: COMMAND_FAILED_MESSAGE };

/**
 * Sends a command and settles on its answer: the API answers once the command has run (a lock
 * included), and the platform's client drops duplicates within 1 s, retries a lost answer and
 * gives up after 120 s ('Command execution timed out'). A failure always carries a message; the
 * live stream's result event is for the caller's other screens, never waited for here.
 */
export async function runCommand(
  platform: Pick<PlatformApi, 'executeCommand'>,
  request: CommandRequest,
): Promise<CommandResult> {
  const result = await platform.executeCommand(request).catch(() => FAILED);
  return result.success ? result : { ...result, error: result.error ?? COMMAND_FAILED_MESSAGE };
}
