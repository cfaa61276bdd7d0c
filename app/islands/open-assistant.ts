/**
 * Opens the assistant from anywhere on the page (pricing's Live Chat). The assistant's widget is
 * an island of its own (ADR 016), so a button elsewhere cannot reach its state; it listens for
 * this window event instead. Browser-only: call it from an event handler, never while rendering.
 */
const openAssistantEvent = "aster:open-assistant";

export function openAssistant(): void {
  window.dispatchEvent(new CustomEvent(openAssistantEvent));
}

/** Runs `open` whenever something asks for the assistant; returns the unsubscribe (an effect's cleanup). */
export function onOpenAssistant(open: () => void): () => void {
  window.addEventListener(openAssistantEvent, open);
  return () => window.removeEventListener(openAssistantEvent, open);
}
