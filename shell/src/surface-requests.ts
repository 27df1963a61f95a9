/**
 * A request to a parcel that may still be loading: sent at once when the parcel has said it
 * listens, otherwise the latest one is held and sent when it does.
 */
export function createHeldRequest<Detail>(requestEvent: string, readyEvent: string) {
  let ready = false;
  let pending: { detail: Detail } | null = null;
  const dispatch = (detail: Detail) =>
    window.dispatchEvent(new CustomEvent<Detail>(requestEvent, { detail }));
  window.addEventListener(readyEvent, () => {
    ready = true;
    if (pending) dispatch(pending.detail);
    pending = null;
  });
  return (detail: Detail) => {
    if (ready) dispatch(detail);
    else pending = { detail };
  };
}
