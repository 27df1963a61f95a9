import { COMMAND_FAILED_MESSAGE, type CommandRequest } from '@staydesk/contracts';
import { runCommand } from './run-command';

const request: CommandRequest = {
  action: { type: 'command', topic: 'reservations', event: 'reservation.accept', payload: {} },
};

test("settles on the command's answer", async () => {
  const answer = { success: true, data: null, error: null };
  expect(await runCommand({ executeCommand: async () => answer }, request)).toEqual(answer);
});

test("keeps a refusal's message", async () => {
  const refused = { success: false, data: null, error: 'This reservation is already confirmed' };
  expect(await runCommand({ executeCommand: async () => refused }, request)).toEqual(refused);
});

test("a refusal without a message, or a request that failed, reads 'Failed to execute command'", async () => {
  const silent = { executeCommand: async () => ({ success: false, data: null, error: null }) };
  const lost = { executeCommand: () => Promise.reject(new TypeError('Failed to fetch')) };
  for (const platform of [silent, lost]) {
    expect(await runCommand(platform, request)).toEqual({
      success: false,
      data: null,
      error: COMMAND_FAILED_MESSAGE,
    });
  }
});
