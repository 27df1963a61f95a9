import { act, screen } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { DRAWN_SURFACE_ID, type PlatformApi } from '@staydesk/contracts';
import { loadExposed } from './registry';
import { resilientSurface, type SurfaceCustomProps } from './resilient-surface';

jest.mock('./registry', () => ({ loadExposed: jest.fn() }));
const load = jest.mocked(loadExposed);

const platform = {} as PlatformApi;

function remoteThatRenders(text: string): LifeCycles<SurfaceCustomProps> {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      props.domElement.textContent = text;
    },
    unmount: async (props) => {
      props.domElement.textContent = '';
    },
  };
}

async function mountSurface(drawnByServer = false) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const surface = resilientSurface('mf-tasks', 'TaskSidebar', 'Task details', drawnByServer);
  const props = { platform, domElement: host, name: 'Task details' };
  await act(async () => {
    const mounting = surface.mount(props as never);
    // The remote loads in a task of its own and mounts in the next.
    await jest.advanceTimersByTimeAsync(1);
    await mounting;
  });
  return { surface, props, host };
}

beforeEach(() => {
  jest.useFakeTimers();
  load.mockReset();
  // The wrapper reports each failure as a console warning; these tests fail on purpose.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('resilientSurface', () => {
  it('mounts the remote when it loads', async () => {
    load.mockResolvedValue(remoteThatRenders('sidebar content'));
    await mountSurface();
    expect(screen.getByText('sidebar content')).toBeInTheDocument();
    expect(screen.queryByText(/is unavailable/)).not.toBeInTheDocument();
  });

  it('shows the fallback while the remote is down and mounts it once it answers, without a reload', async () => {
    load.mockRejectedValueOnce(new Error('manifest fetch failed'));
    load.mockResolvedValueOnce(remoteThatRenders('sidebar content'));
    await mountSurface();
    expect(
      screen.getByText('Task details is unavailable right now. Retrying…'),
    ).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
      // It loads and mounts in the tasks after the retry's.
      await jest.advanceTimersByTimeAsync(2);
    });
    expect(screen.getByText('sidebar content')).toBeInTheDocument();
    expect(screen.queryByText(/is unavailable/)).not.toBeInTheDocument();
    // The retry asks the runtime to fetch the manifest again.
    expect(load).toHaveBeenLastCalledWith('mf-tasks', 'TaskSidebar', true);
  });

  it('contains a remote whose code throws while mounting, and backs off between retries', async () => {
    const broken: LifeCycles<SurfaceCustomProps> = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('boom');
      },
      unmount: async () => undefined,
    };
    load.mockResolvedValue(broken);
    await mountSurface();
    expect(screen.getByText(/Task details is unavailable/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
      // It loads and fails in the tasks after the retry's.
      await jest.advanceTimersByTimeAsync(2);
    });
    expect(load).toHaveBeenCalledTimes(2);
    // The second failure waits twice as long.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_500);
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      // The 2 s from the second failure, and the task before the load.
      await jest.advanceTimersByTimeAsync(500 + 3);
    });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('stops retrying once single-spa unmounts the surface', async () => {
    load.mockRejectedValue(new Error('down'));
    const { surface, props } = await mountSurface();
    await act(async () => {
      await surface.unmount(props as never);
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/is unavailable/)).not.toBeInTheDocument();
  });

  describe('over the drawing the server made of it', () => {
    const drawing = () => document.getElementById(DRAWN_SURFACE_ID);
    beforeEach(() => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<div id="${DRAWN_SURFACE_ID}"><aside>Check linen stock</aside></div>`,
      );
    });

    it('leaves the drawing to the remote while it mounts: its content takes over', async () => {
      load.mockResolvedValue(remoteThatRenders('sidebar content'));
      await mountSurface(true);
      expect(drawing()).not.toBeNull();
    });

    it('takes the drawing away for the fallback of a remote that is down', async () => {
      load.mockRejectedValue(new Error('manifest fetch failed'));
      await mountSurface(true);
      expect(drawing()).toBeNull();
      expect(screen.getByText(/Task details is unavailable/)).toBeInTheDocument();
    });

    it('takes the drawing away when the surface closes', async () => {
      load.mockResolvedValue(remoteThatRenders('sidebar content'));
      const { surface, props } = await mountSurface(true);
      await act(async () => {
        await surface.unmount(props as never);
      });
      expect(drawing()).toBeNull();
    });

    it('leaves the drawing of another surface alone', async () => {
      load.mockRejectedValue(new Error('manifest fetch failed'));
      await mountSurface(false);
      expect(drawing()).not.toBeNull();
    });
  });
});
