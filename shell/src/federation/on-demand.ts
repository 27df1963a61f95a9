import { onLocationChange } from '@staydesk/design-system/platform';

export interface OnDemandTrigger {
  /** The window event that asks the surface for something (open, toggle ...). */
  requestEvent: string;
  /** The window event the surface sends once it listens for requests. */
  readyEvent: string;
  /** A link that names the surface's content needs it mounted (the query string). */
  neededBy?: (search: string) => boolean;
}

/**
 * Mounts a surface the first time it is needed rather than with the page: when its request
 * event is first sent (by the shell's shortcuts or by another surface) or a link names its
 * content. The latest request sent while it loads is sent again once it says it is ready.
 */
export function mountOnDemand(trigger: OnDemandTrigger, mount: () => void): void {
  let mounted = false;
  let held: { detail: unknown } | null = null;
  let stopWatching = () => {};

  const mountOnce = () => {
    if (mounted) return;
    mounted = true;
    stopWatching();
    mount();
  };
  const holdRequest = (event: Event) => {
    held = { detail: event instanceof CustomEvent ? event.detail : undefined };
    mountOnce();
  };
  const mountIfLinked = () => {
    if (trigger.neededBy?.(window.location.search)) mountOnce();
  };
  const sendHeldRequest = () => {
    window.removeEventListener(trigger.requestEvent, holdRequest);
    if (held) window.dispatchEvent(new CustomEvent(trigger.requestEvent, held));
    held = null;
  };

  window.addEventListener(trigger.requestEvent, holdRequest);
  window.addEventListener(trigger.readyEvent, sendHeldRequest, { once: true });
  if (trigger.neededBy) {
    stopWatching = onLocationChange(mountIfLinked);
    mountIfLinked();
  }
}
