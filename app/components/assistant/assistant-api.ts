import { apiRequest } from "../../lib/api";
import type { AssistantAnswer, AssistantFeedbackInput, AssistantHandoffInput } from "./assistant-contract";

/**
 * The panel's three calls (issue 26; the contract is H4's, common/assistant.ts). Only types come
 * from the contract: the panel downloads no Zod until the Live Support form is checked.
 */
export function askAssistant(question: string, page: string, signal?: AbortSignal): Promise<AssistantAnswer> {
  return apiRequest<AssistantAnswer>("/api/assistant/ask", {
    method: "POST",
    body: { question, page: page.slice(0, 200) },
    ...(signal ? { signal } : {}),
  });
}

export function sendFeedback(input: AssistantFeedbackInput): Promise<unknown> {
  return apiRequest("/api/assistant/feedback", { method: "POST", body: input });
}

export function requestLiveSupport(input: AssistantHandoffInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("/api/assistant/handoff", { method: "POST", body: input });
}
