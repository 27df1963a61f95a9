import { mountOnDemand } from './on-demand';

// Each test has events of its own: the listeners of an earlier test stay on the window.
let trigger = { requestEvent: '', readyEvent: '' };
let testNumber = 0;
beforeEach(() => {
  testNumber += 1;
  trigger = { requestEvent: `test-${testNumber}:open`, readyEvent: `test-${testNumber}:ready` };
});

/** A surface that, once its remote has loaded, listens for requests and says it is ready. */
function surfaceThatListens() {
  const received: unknown[] = [];
  let loaded = Promise.resolve();
  const mount = jest.fn(() => {
    loaded = Promise.resolve().then(() => {
      window.addEventListener(trigger.requestEvent, (event) =>
        received.push((event as CustomEvent).detail),
      );
      window.dispatchEvent(new Event(trigger.readyEvent));
    });
  });
  return { mount, received, loaded: () => loaded };
}

const request = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent(trigger.requestEvent, { detail }));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('mountOnDemand', () => {
  it('does not mount the surface before it is asked for', () => {
    const mount = jest.fn();
    mountOnDemand(trigger, mount);
    expect(mount).not.toHaveBeenCalled();
  });

  it('mounts on the first request and hands that request over once the surface listens', async () => {
    const surface = surfaceThatListens();
    mountOnDemand(trigger, surface.mount);

    request({ mode: 'create' });
    await surface.loaded();

    expect(surface.mount).toHaveBeenCalledTimes(1);
    expect(surface.received).toEqual([{ mode: 'create' }]);
  });

  it('mounts once, and sends only the latest request made while the surface loads', () => {
    const mount = jest.fn();
    mountOnDemand(trigger, mount);
    request({ open: true });
    request({ open: 'toggle' });
    expect(mount).toHaveBeenCalledTimes(1);

    const received: unknown[] = [];
    window.addEventListener(trigger.requestEvent, (event) =>
      received.push((event as CustomEvent).detail),
    );
    window.dispatchEvent(new Event(trigger.readyEvent));
    request({ open: false });

    expect(received).toEqual([{ open: 'toggle' }, { open: false }]);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('mounts at once when the link names its content, or when a navigation does', () => {
    const neededBy = (search: string) => new URLSearchParams(search).has('item');
    window.history.replaceState(null, '', '/?item=42');
    const atStart = jest.fn();
    mountOnDemand({ ...trigger, neededBy }, atStart);
    expect(atStart).toHaveBeenCalledTimes(1);

    window.history.replaceState(null, '', '/');
    const later = jest.fn();
    mountOnDemand({ ...trigger, neededBy }, later);
    expect(later).not.toHaveBeenCalled();
    window.history.pushState(null, '', '/?item=7');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(later).toHaveBeenCalledTimes(1);
  });
});
