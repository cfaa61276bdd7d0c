import { parentPort } from "node:worker_threads";
import { type DocumentSpec, writePdf } from "./pdf-writer";

/**
 * The worker thread that lays out the resource PDFs (server/modules/resources/pdf-thread.ts):
 * pdfkit works synchronously, for a few hundred milliseconds per guide, which on the main thread
 * would hold every other request of the instance for that long.
 */
parentPort?.on("message", async ({ id, spec }: { id: number; spec: DocumentSpec }) => {
  try {
    const pdf = await writePdf(spec);
    // A copy into a buffer of its own, so it can be handed over without copying again.
    const bytes = new Uint8Array(pdf);
    parentPort?.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
