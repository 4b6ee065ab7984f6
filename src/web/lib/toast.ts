/**
 * Toast notifications: a tiny store the <Toaster /> renders. Written here rather than pulled
 * from a library to keep the first-paint bundle small.
 */
export type ToastTone = 'default' | 'success' | 'error';
type Toast = { id: number; title: string; description?: string; tone: ToastTone };

const DISMISS_AFTER_MS = 5_000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function toast(title: string, options: { description?: string; tone?: ToastTone } = {}) {
  const id = nextId++;
  toasts = [...toasts.slice(-3), { id, title, description: options.description, tone: options.tone ?? 'default' }];
  emit();
  setTimeout(() => dismissToast(id), DISMISS_AFTER_MS);
  return id;
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => toasts,
};
