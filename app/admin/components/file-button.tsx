import { type ReactNode, useRef } from "react";
import { Button } from "../../components/ui/button";

/**
 * A button that opens the file chooser: the button is what the keyboard reaches, and the file
 * input stays hidden from it and from screen readers. Disabled while `busy`.
 */
export function FileButton({
  accept,
  busy = false,
  size,
  onFile,
  children,
}: {
  accept: string;
  busy?: boolean;
  size?: "sm";
  onFile: (file: File) => unknown;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="secondary" size={size} disabled={busy} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void onFile(file);
        }}
      />
    </>
  );
}
