import { CircleCheck, CircleExclamationPoint, X } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { cn } from "../../lib/cn";

type ToastKind = "success" | "error";
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastApi {
  success(message: string): void;
  error(message: string): void;
}

/**
 * Marks each toast, so a dialog can tell dismissing a toast from clicking outside itself. On the
 * toast, not its region: by the time the dialog hears of the click, the toast has left the region.
 */
export const toastSelector = "[data-toast]";

const ToastContext = createContext<ToastApi | null>(null);

/** Success notes leave on their own; errors stay until dismissed, so none is missed. */
const successLifetimeMs = 5000;

/**
 * Short notices after an action. They are announced by screen readers through live regions
 * (polite for success, assertive for errors) that exist before any message is added.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const push = useCallback(
    (kind: ToastKind, message: string) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { id, kind, message }]);
      if (kind === "success") setTimeout(() => dismiss(id), successLifetimeMs);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({ success: (message) => push("success", message), error: (message) => push("error", message) }),
    [push],
  );

  const region = (kind: ToastKind) => (
    <div aria-live={kind === "error" ? "assertive" : "polite"} className="flex flex-col gap-2">
      {toasts
        .filter((toast) => toast.kind === kind)
        .map((toast) => (
          <div
            key={toast.id}
            data-testid="toast"
            data-toast=""
            className={cn(
              "pointer-events-auto flex items-start gap-3 rounded-xl border bg-surface p-4 text-sm shadow-lg",
              kind === "error" ? "border-red-300 dark:border-red-800" : "border-emerald-300 dark:border-emerald-800",
            )}
          >
            {kind === "error" ? (
              <CircleExclamationPoint aria-hidden="true" className="size-5 shrink-0 text-danger" />
            ) : (
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
            )}
            <p className="flex-1">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              aria-label="Dismiss notification"
              className="-m-1 rounded p-1 text-ink-muted hover:text-ink"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ))}
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
        {region("error")}
        {region("success")}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a <ToastProvider> above it");
  return api;
}
