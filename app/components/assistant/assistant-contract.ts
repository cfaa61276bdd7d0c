/**
 * TEMPORARY: the assistant's wire types as H4's contract describes them, until its
 * common/assistant.ts is merged; then these become `import type` from there.
 */
export interface AssistantSource {
  title: string;
  url: string;
  snippet: string;
}
export interface AssistantAnswer {
  answer: string;
  sources: AssistantSource[];
  answered: boolean;
}
export interface AssistantFeedbackInput {
  question: string;
  helpful: boolean;
}
export interface ConversationLine {
  from: "visitor" | "assistant";
  text: string;
}
export interface AssistantHandoffInput {
  name: string;
  email: string;
  conversation: ConversationLine[];
  website?: string;
  fillMs?: number;
}
export interface AssistantQuestion {
  question: string;
  kind: "unanswered" | "unhelpful";
  count: number;
  lastAskedAt: string;
  firstAskedAt: string;
}
