import { Copy, Download } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useToast } from "../../components/toast";

/** Recovery codes, shown once: to copy or download, with what they are for. */
export function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const toast = useToast();
  const text = `Aster HRMS back-office recovery codes. Each works once, in place of an authenticator code.\n\n${codes.join("\n")}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Copied the recovery codes.");
    } catch {
      toast.error("Your browser did not allow copying. Select the codes and copy them, or download them.");
    }
  }

  function download() {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    link.download = "aster-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <div className="space-y-4">
      <p className="text-sm">
        If you lose your phone, each of these codes signs you in once, in place of an authenticator code. Keep them
        somewhere safe, such as a password manager. <strong>They are shown only now.</strong>
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-xl border border-line bg-surface-muted p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
