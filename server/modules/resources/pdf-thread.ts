import { workerThread } from "../../worker-thread";
import type { DocumentSpec } from "./pdf-writer";

/**
 * Lays out PDFs on a worker thread (server/worker-thread.ts), so the event loop keeps answering
 * while a guide is made: about 0.2–0.5 s of synchronous pdfkit work each on a quiet machine,
 * seconds on a busy one. The PDFs are made once per content version.
 */
const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(fromSource ? "./pdf-worker-source.mjs" : "./pdf-worker.js", import.meta.url);

export function createPdfThread() {
  const thread = workerThread<DocumentSpec, Uint8Array>(workerUrl, "PDF");
  return {
    async write(spec: DocumentSpec): Promise<Buffer> {
      const bytes = await thread.run(spec);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    stop: thread.stop,
  };
}
export type PdfThread = ReturnType<typeof createPdfThread>;
