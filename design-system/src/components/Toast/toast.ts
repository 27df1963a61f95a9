import { TOAST_DURATION_MS, type ToastKind } from '@staydesk/contracts';
import { toast as sonnerToast } from 'sonner';

/** Toasts with the platform's durations; they render in the `Toaster` of `DesignSystemProvider`. */
export const toast = {
  success: (message: string) =>
    sonnerToast.success(message, { duration: TOAST_DURATION_MS.success }),
  error: (message: string) => sonnerToast.error(message, { duration: TOAST_DURATION_MS.error }),
  info: (message: string) => sonnerToast.info(message, { duration: TOAST_DURATION_MS.info }),
  /** The shape of `PlatformApi.toast`. */
  show: (message: string, kind: ToastKind = 'info'): string | number => toast[kind](message),
};
