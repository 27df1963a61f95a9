import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readRemoteOverrides, writeRemoteOverrides } from '../../federation/remote-overrides';
import { renderWithTheme } from '../../render-with-theme';
import RemoteOverrideBadge from './RemoteOverrideBadge';

const LOCAL_BUILD = 'http://127.0.0.1:4103/mf-manifest.json';

describe('the remote overrides badge', () => {
  it('names what loads from elsewhere and what was ignored, and Reset forgets every override', async () => {
    // jsdom cannot reload: it says so on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    writeRemoteOverrides('admin-1', { 'mf-tasks': LOCAL_BUILD, 'mf-palette': 'http://x.test/m' });
    renderWithTheme(
      <RemoteOverrideBadge
        inEffect={{
          settings: { userId: 'admin-1', allowedOrigins: ['http://127.0.0.1:*'] },
          applied: [{ remote: 'mf-tasks', manifestUrl: LOCAL_BUILD }],
          ignored: [{ remote: 'mf-palette', manifestUrl: 'http://x.test/m' }],
        }}
      />,
    );
    const badge = screen.getByRole('region', { name: 'Overridden remotes' });
    expect(badge).toHaveTextContent('mf-tasks from http://127.0.0.1:4103');
    expect(badge).toHaveTextContent(
      'mf-palette override ignored: http://x.test is no longer allowed',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(readRemoteOverrides('admin-1')).toEqual({});
  });
});
