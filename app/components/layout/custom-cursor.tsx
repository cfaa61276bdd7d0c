import { useEffect, useRef } from "react";
import { useMediaQuery } from "../../lib/use-media-query";

/**
 * SPEC §2: a circle that follows the mouse, from 768 px wide. Only with a precise pointer and
 * no reduced-motion preference; the system cursor stays, and the circle is a thin ring with
 * nothing inside, so it never hides text or a focus outline.
 */
const wanted = "(min-width: 768px) and (pointer: fine) and (prefers-reduced-motion: no-preference)";

export function CustomCursor() {
  const enabled = useMediaQuery(wanted);
  const ring = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let x = -100;
    let y = -100;
    const move = (event: PointerEvent) => {
      x = event.clientX;
      y = event.clientY;
      const overControl = (event.target as Element | null)?.closest("a, button, [role=tab], input, textarea, select");
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = ring.current;
        if (!element) return;
        element.style.transform = `translate3d(${x}px, ${y}px, 0) translate(-50%, -50%) scale(${overControl ? 1.6 : 1})`;
        element.style.opacity = "1";
      });
    };
    const hide = () => {
      if (ring.current) ring.current.style.opacity = "0";
    };
    window.addEventListener("pointermove", move, { passive: true });
    document.documentElement.addEventListener("pointerleave", hide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointermove", move);
      document.documentElement.removeEventListener("pointerleave", hide);
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div
      ref={ring}
      aria-hidden="true"
      data-testid="custom-cursor"
      className="pointer-events-none fixed top-0 left-0 z-[100] size-8 rounded-full border-2 border-indigo-500/70 opacity-0 transition-[opacity,scale] duration-150"
    />
  );
}
