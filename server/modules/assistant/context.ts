import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { ContactService } from "../contact/service";
import type { AnswerSigner } from "./answer-signature";
import type { createIndexRefresher } from "./index-refresher";

/**
 * What every step of the assistant works with: its dependencies, the signer of its answers' ids
 * (answer-signature.ts), and the rebuilds of the index a staff write scheduled (index-refresher.ts).
 * Each step is a function of this and its own input, so a test builds one and calls the step.
 */
export interface AssistantContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  contact: ContactService;
  signer: AnswerSigner;
  refresher: ReturnType<typeof createIndexRefresher>;
}
