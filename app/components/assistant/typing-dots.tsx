/**
 * Three dots while the assistant looks for an answer. They bounce one after another, and stand
 * still for visitors who ask for reduced motion; the panel's live region says the same in words.
 */
export function TypingDots() {
  return (
    <div
      data-testid="assistant-typing"
      className="mr-8 inline-flex items-center gap-1 rounded-2xl rounded-tl-sm bg-surface-muted px-4 py-3.5"
      aria-hidden="true"
    >
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-2 animate-bounce rounded-full bg-ink-muted motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
