import {
  COMMAND_FAILED_MESSAGE,
  COMMAND_TIMEOUT_MESSAGE,
  COMMAND_TIMEOUT_MS,
  type CommandRequest,
  type CommandResult,
  type CommandResultEvent,
  type PlatformApi,
} from '@staydesk/contracts';

const isResultOf = (event: string, payload: unknown): payload is CommandResultEvent =>
  typeof payload === 'object' &&
  payload !== null &&
  'action' in payload &&
  payload.action === event &&
  'success' in payload;

/**
 * Sends a command and settles on its result event {action, success, error} from the live
 * stream: a provider such as a lock service answers there, after the request itself returned.
 * A refused request settles at once; no event within 120 s is 'Command execution timed out'.
 */
export function runCommand(
  platform: PlatformApi,
  request: CommandRequest,
  timeoutMs: number = COMMAND_TIMEOUT_MS,
): Promise<CommandResult> {
  const event = request.action.event;
  return new Promise((resolve) => {
    let data: unknown = null;
    const settle = (result: CommandResult) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(result);
    };
    const timer = setTimeout(
      () => settle({ success: false, data: null, error: COMMAND_TIMEOUT_MESSAGE }),
      timeoutMs,
    );
    const unsubscribe = platform.subscribe('commands', (live) => {
      if (!isResultOf(event, live.payload)) return;
      const { success, error } = live.payload;
      settle({ success, data, error: success ? null : (error ?? COMMAND_FAILED_MESSAGE) });
    });
    platform.executeCommand(request).then(
      (result) => {
        if (result.success) data = result.data;
        else settle({ ...result, error: result.error ?? COMMAND_FAILED_MESSAGE });
      },
      () => settle({ success: false, data: null, error: COMMAND_FAILED_MESSAGE }),
    );
  });
}
