import { answerRequests } from "../../worker-thread";
import { type DocumentSpec, writePdf } from "./pdf-writer";

/**
 * The worker thread that lays out the resource PDFs (server/modules/resources/pdf-thread.ts):
 * pdfkit works synchronously, for a few hundred milliseconds per guide, which on the main thread
 * would hold every other request of the instance for that long.
 */
answerRequests(
  async (spec: DocumentSpec) => new Uint8Array(await writePdf(spec)),
  // A copy into a buffer of its own (above), so it can be handed over without copying again.
  (bytes) => [bytes.buffer],
);
