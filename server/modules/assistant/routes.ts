import { z } from "zod";
import {
  adminAssistantQuestionListQuerySchema,
  assistantAnswerSchema,
  assistantAskInputSchema,
  assistantFeedbackInputSchema,
  assistantHandoffInputSchema,
  assistantQuestionSchema,
} from "../../../common/assistant";
import { assistantMessages } from "../../../common/assistant-rules";
import { messageSchema } from "../../../common/auth";
import { assistantHandoffBodyLimit, publicFormBodyLimit } from "../../http/body-limits";
import { HttpError } from "../../http/errors";
import { listRoute } from "../list-route";
import type { ModuleRoutes } from "../module";

/**
 * The assistant's public calls. Each is limited per client address before its body is read
 * (the `assistant` policy: a chat asks more often than a form is sent), and its body is small.
 */
export const publicRoutes: ModuleRoutes = async (app, { services: { assistant, analyticsCollector } }) => {
  app.post(
    "/api/assistant/ask",
    {
      schema: {
        summary: "Ask the site's assistant a question",
        body: assistantAskInputSchema,
        response: { 200: assistantAnswerSchema },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("assistant"),
    },
    async (request) => {
      const answer = await assistant.ask(request.body.question, request.body.page);
      analyticsCollector.record({ name: "assistant_asked", path: request.body.page, request });
      return answer;
    },
  );

  app.post(
    "/api/assistant/feedback",
    {
      schema: {
        summary: "Say whether an answer helped",
        body: assistantFeedbackInputSchema,
        response: { 204: z.null() },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("assistant"),
    },
    async (request, reply) => {
      if ((await assistant.feedback(request.body)) === "unverified") {
        throw new HttpError(400, assistantMessages.feedbackUnverified);
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/assistant/handoff",
    {
      schema: {
        summary: "Hand a conversation to sales (Live Support)",
        body: assistantHandoffInputSchema,
        response: { 201: messageSchema },
      },
      bodyLimit: assistantHandoffBodyLimit,
      // A hand-off is an enquiry: the contact form's policy, shared with it.
      onRequest: app.rateLimits.enforce("publicForm"),
    },
    async (request, reply) => {
      await assistant.handoff(request.body);
      reply.status(201);
      return { message: assistantMessages.handoffSent };
    },
  );
};

export const staffRoutes: ModuleRoutes = async (app, { services: { assistant } }) => {
  listRoute(app, "/api/admin/assistant-questions", {
    summary: "List the questions the assistant could not answer well",
    query: adminAssistantQuestionListQuerySchema,
    row: assistantQuestionSchema,
    list: (query) => assistant.listQuestions(query),
  });
};
