import { Bot, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { onOpenAssistant } from "../../islands/open-assistant";
import { cn } from "../../lib/cn";
import { cta } from "../../lib/ctas";
import { useClearOfFocusedField } from "./use-clear-of-focused-field";

/** The panel (and the dialog code under it) loads on first open, not with every page. */
const loadPanel = () => import("./assistant-panel");
const AssistantPanel = lazy(loadPanel);

/**
 * SPEC §2: a chat button that opens and closes the assistant panel. The button is rendered on
 * the server; hovering or focusing it starts loading the panel so opening feels instant.
 */
export function AssistantWidget() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Where focus goes when the panel closes: the control that opened it.
  const opener = useRef<HTMLElement | null>(null);
  // Never over a field the visitor is typing in (issue 41): the button steps aside until they leave it.
  const aside = useClearOfFocusedField(trigger);
  // Another control on the page (pricing's Live Chat) can open the panel: app/islands/open-assistant.ts.
  // Closing it then returns the visitor to that control, not to the chat button in the corner.
  useEffect(
    () =>
      onOpenAssistant(() => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : trigger.current;
        setOpen(true);
      }),
    [],
  );

  return (
    <div className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6">
      {open && (
        <Suspense fallback={null}>
          <AssistantPanel onClose={() => setOpen(false)} returnFocusTo={opener} />
        </Suspense>
      )}
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "assistant-panel" : undefined}
        aria-label={open ? "Close the assistant" : "Open the assistant"}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          opener.current = trigger.current;
          setOpen((value) => !value);
        }}
        data-assistant-trigger=""
        {...cta("assistant-open")}
        className={cn(
          "inline-flex size-14 items-center justify-center rounded-full bg-brand text-on-brand shadow-lg shadow-indigo-900/20 transition-transform hover:scale-105 hover:bg-brand-hover",
          aside && !open && "invisible",
        )}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Bot aria-hidden="true" className="size-6" />}
      </button>
    </div>
  );
}
