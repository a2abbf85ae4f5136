import { create } from 'zustand';

/** docs/product.md, Limits: toasts stay 5000 ms by default, bottom-right, 16 px apart. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_GAP_PX = 16;
/** Older toasts give way when more pile up, so a burst of errors cannot cover the page. */
export const TOAST_MAX_VISIBLE = 5;

export const TOAST_TYPES = ['success', 'info', 'warning', 'error'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export type Toast = {
  id: number;
  type: ToastType;
  title: string;
  message: string | null;
  /** Milliseconds before it closes itself; 0 keeps it until dismissed. */
  duration: number;
  /** A button in the toast (e.g. "Undo"); running it closes the toast. */
  action?: ToastAction;
};

/** `focus`: the button takes the keyboard focus when the toast opens (the control that raised it is gone, e.g. a hidden card's). */
export type ToastAction = { label: string; run: () => void; focus?: boolean };

export type ToastOptions = { duration?: number; action?: ToastAction };

type ToastsState = {
  toasts: Toast[];
  push: (toast: Omit<Toast, 'id'>) => number;
  dismiss: (id: number) => void;
  clear: () => void;
};

let nextId = 1;

export const useToasts = create<ToastsState>()((set) => ({
  toasts: [],
  push: (toast) => {
    const id = nextId++;
    set(({ toasts }) => ({ toasts: [...toasts, { ...toast, id }].slice(-TOAST_MAX_VISIBLE) }));
    return id;
  },
  dismiss: (id) => set(({ toasts }) => ({ toasts: toasts.filter((toast) => toast.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

function show(type: ToastType, title: string, message?: string | null, options: ToastOptions = {}): number {
  return useToasts.getState().push({
    type,
    title,
    message: message ?? null,
    duration: options.duration ?? TOAST_DEFAULT_DURATION_MS,
    ...(options.action ? { action: options.action } : {}),
  });
}

/**
 * Shows a toast from anywhere (components, event handlers, API error handlers):
 * `toast.success(t('saved'))`, `toast.error(t('failed'), errorMessage(error))`. Returns the toast's id.
 * The `<Toaster />` in the locale layout renders them. A failed call's text comes from
 * `useErrorMessage()` (components/ui/use-error-message.ts), never from `error.message`: a server
 * error's raw text is not written for the visitor, nor in the page's language.
 */
export const toast = {
  success: (title: string, message?: string | null, options?: ToastOptions) => show('success', title, message, options),
  info: (title: string, message?: string | null, options?: ToastOptions) => show('info', title, message, options),
  warning: (title: string, message?: string | null, options?: ToastOptions) => show('warning', title, message, options),
  error: (title: string, message?: string | null, options?: ToastOptions) => show('error', title, message, options),
  dismiss: (id: number) => useToasts.getState().dismiss(id),
  clear: () => useToasts.getState().clear(),
};
