import { TOAST_DURATION_MS, type ToastKind } from '@staydesk/contracts';

/** sonner loads with the first toast: no page needs it to render. */
const loadSonner = () => import('sonner');

function show(kind: ToastKind, message: string): void {
  void loadSonner().then(({ toast: sonnerToast }) =>
    sonnerToast[kind](message, { duration: TOAST_DURATION_MS[kind] }),
  );
}

/** Toasts with the platform's durations; they render in the `Toaster` of `DesignSystemProvider`. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  /** The shape of `PlatformApi.toast`. */
  show: (message: string, kind: ToastKind = 'info') => show(kind, message),
};
