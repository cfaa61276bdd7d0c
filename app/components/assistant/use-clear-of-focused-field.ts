import { type RefObject, useEffect, useState } from "react";

/** Controls a visitor types into: a field under the chat button would be hidden while they type. */
function isTextEntry(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
    return true;
  }
  return (
    element instanceof HTMLInputElement &&
    !["button", "submit", "reset", "checkbox", "radio", "range", "color", "file", "image", "hidden"].includes(
      element.type,
    )
  );
}

/** Room kept between the button and a field, so it does not touch the field's edge either. */
const marginPx = 8;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right + marginPx &&
  b.left < a.right + marginPx &&
  a.top < b.bottom + marginPx &&
  b.top < a.bottom + marginPx;

/**
 * Whether the floating chat button should step aside: a field outside the assistant has focus
 * and lies under the button (on a phone, the form's full-width fields pass under the corner).
 * Checked when focus moves, and when the page scrolls or the viewport changes (the on-screen
 * keyboard), once per frame at most. The button's box is measured while hidden too: it is hidden
 * with `visibility`, which keeps its place.
 */
export function useClearOfFocusedField(button: RefObject<HTMLElement | null>): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const field = document.activeElement;
        const corner = button.current;
        const covered =
          corner !== null &&
          isTextEntry(field) &&
          !field.closest("#assistant-panel") &&
          overlaps(field.getBoundingClientRect(), corner.getBoundingClientRect());
        setAside(covered);
      });
    };
    const viewport = window.visualViewport;
    document.addEventListener("focusin", check);
    document.addEventListener("focusout", check);
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    viewport?.addEventListener("resize", check);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("focusin", check);
      document.removeEventListener("focusout", check);
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
      viewport?.removeEventListener("resize", check);
    };
  }, [button]);
  return aside;
}
