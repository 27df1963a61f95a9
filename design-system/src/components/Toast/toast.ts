import { TOAST_DURATION_MS, type ToastKind } from '@staydesk/contracts';

/** sonner loads with the first toast or when the page is idle: no page needs it to render. */
const loadSonner = () => import('sonner');

let toasterWanted = false;
const toasterListeners = new Set<() => void>();

/** From now on the page renders its Toaster (see `DesignSystemProvider`). */
export function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  toasterListeners.forEach((listener) => listener());
}

export const toasterWantedStore = {
  subscribe(listener: () => void) {
    toasterListeners.add(listener);
    return () => void toasterListeners.delete(listener);
  },
  get: () => toasterWanted,
};

function show(kind: ToastKind, message: string, durationMs = TOAST_DURATION_MS[kind]): void {
  wantToaster();
  void loadSonner().then(({ toast: sonnerToast }) =>
    sonnerToast[kind](message, { duration: durationMs }),
  );
}

/** Toasts with the platform's durations; they render in the `Toaster` of `DesignSystemProvider`. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  /** The shape of `PlatformApi.toast`. */
  show: (message: string, kind: ToastKind = 'info', durationMs?: number) =>
    show(kind, message, durationMs),
};
