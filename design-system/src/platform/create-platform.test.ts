import { COMMAND_FAILED_MESSAGE, type Session } from '@staydesk/contracts';

const session = { user: { id: 'u1' } } as unknown as Session;
const request = { action: { type: 'command', topic: 'tasks', event: 'task.create', payload: {} } };

it('settles a command as failed when its client cannot load, and loads it again for the next', async () => {
  let loads = 0;
  jest.doMock('./command-client', () => {
    loads += 1;
    if (loads === 1) throw new Error('Loading chunk command-client failed');
    return {
      createCommandClient: () => () =>
        Promise.resolve({ success: true, data: 'sent', error: null }),
    };
  });
  const { createPlatform } = await import('./create-platform');
  const platform = createPlatform({ session, toast: jest.fn() });

  await expect(platform.executeCommand(request)).resolves.toEqual({
    success: false,
    data: null,
    error: COMMAND_FAILED_MESSAGE,
  });
  jest.resetModules();
  await expect(platform.executeCommand(request)).resolves.toEqual({
    success: true,
    data: 'sent',
    error: null,
  });
  expect(loads).toBe(2);
});
