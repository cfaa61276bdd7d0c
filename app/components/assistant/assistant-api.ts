import type { AssistantAnswer, AssistantFeedbackInput, AssistantHandoffInput } from "../../../common/assistant";
import { assistantLimits } from "../../../common/assistant-rules";
import { apiRequest } from "../../lib/api";

/**
 * The panel's three calls (common/assistant.ts is their contract). Only types come from the
 * schemas module: the panel downloads no Zod (live-support-form.tsx says why).
 */
export function askAssistant(question: string, page: string, signal?: AbortSignal): Promise<AssistantAnswer> {
  return apiRequest<AssistantAnswer>("/api/assistant/ask", {
    method: "POST",
    body: { question, page: page.slice(0, assistantLimits.pageMaxLength) },
    ...(signal ? { signal } : {}),
  });
}

export function sendFeedback(input: AssistantFeedbackInput): Promise<unknown> {
  return apiRequest("/api/assistant/feedback", { method: "POST", body: input });
}

export function requestLiveSupport(input: AssistantHandoffInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("/api/assistant/handoff", { method: "POST", body: input });
}
