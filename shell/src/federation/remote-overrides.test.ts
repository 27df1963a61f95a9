import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry, RemoteRegistry } from '@staydesk/contracts';
import { apiFetch } from '@staydesk/design-system/platform';
import { registerRemotesFromRegistry, remoteOverridesInEffect } from './registry';
import { readRemoteOverrides, withRemoteOverrides, writeRemoteOverrides } from './remote-overrides';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
}));
jest.mock('@staydesk/design-system/platform', () => ({ apiFetch: jest.fn() }));

const tasks: RemoteEntry = {
  name: 'mf-tasks',
  version: '1.0.0',
  manifestUrl: 'http://localhost:3003/mf-manifest.json',
};
const palette: RemoteEntry = {
  name: 'mf-palette',
  version: '1.0.0',
  manifestUrl: 'http://localhost:3002/mf-manifest.json',
};
const LOCAL_BUILD = 'http://127.0.0.1:4103/mf-manifest.json';
const settings = { userId: 'admin-1', allowedOrigins: ['http://127.0.0.1:*'] };

beforeEach(() => localStorage.clear());

describe("a browser's remote overrides", () => {
  it('are kept per user, and removed once none is left', () => {
    writeRemoteOverrides('admin-1', { 'mf-tasks': LOCAL_BUILD });
    expect(readRemoteOverrides('admin-1')).toEqual({ 'mf-tasks': LOCAL_BUILD });
    expect(readRemoteOverrides('admin-2')).toEqual({});
    writeRemoteOverrides('admin-1', {});
    expect(localStorage.length).toBe(0);
  });

  it('read what is unreadable or not a remote as no override', () => {
    localStorage.setItem('staydesk.remote-overrides.admin-1', '{not json');
    expect(readRemoteOverrides('admin-1')).toEqual({});
    localStorage.setItem(
      'staydesk.remote-overrides.admin-1',
      JSON.stringify({ 'mf-tasks': 42, 'mf-unknown': LOCAL_BUILD, 'mf-palette': LOCAL_BUILD }),
    );
    expect(readRemoteOverrides('admin-1')).toEqual({ 'mf-palette': LOCAL_BUILD });
  });

  it("replace a remote's entry only where the deployment allows the origin", () => {
    writeRemoteOverrides('admin-1', {
      'mf-tasks': LOCAL_BUILD,
      'mf-palette': 'http://localhost:9999/mf-manifest.json',
    });
    const { remotes, inEffect } = withRemoteOverrides([palette, tasks], settings);
    expect(remotes).toEqual([palette, { ...tasks, manifestUrl: LOCAL_BUILD }]);
    expect(inEffect).toEqual({
      settings,
      applied: [{ remote: 'mf-tasks', manifestUrl: LOCAL_BUILD }],
      ignored: [{ remote: 'mf-palette', manifestUrl: 'http://localhost:9999/mf-manifest.json' }],
    });
  });
});

describe('registering the remotes', () => {
  const answer = (registry: RemoteRegistry) =>
    jest.mocked(apiFetch).mockResolvedValue(new Response(JSON.stringify(registry)));

  beforeEach(() => jest.mocked(registerRemotes).mockClear());

  it("hands the federation runtime an admin's override in place of the registry's entry", async () => {
    writeRemoteOverrides('admin-1', { 'mf-tasks': LOCAL_BUILD });
    answer({ remotes: [tasks], overrides: settings });
    await registerRemotesFromRegistry();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_tasks', entry: LOCAL_BUILD, version: '1.0.0' },
    ]);
    expect(remoteOverridesInEffect()?.applied).toEqual([
      { remote: 'mf-tasks', manifestUrl: LOCAL_BUILD },
    ]);
  });

  it("keeps the registry's entries for a user it offers no overrides", async () => {
    writeRemoteOverrides('admin-1', { 'mf-tasks': LOCAL_BUILD });
    answer({ remotes: [tasks] });
    await registerRemotesFromRegistry();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_tasks', entry: tasks.manifestUrl, version: '1.0.0' },
    ]);
  });
});
