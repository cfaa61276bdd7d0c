import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ send }) => ({
  "POST /api/assistant/ask": {
    publicWrite: "a visitor's question to the site's assistant, rate-limited; unanswered ones are logged masked",
    call: async () => ({ payload: { question: "How much does it cost?" }, status: 200 }),
  },
  "POST /api/assistant/feedback": {
    publicWrite: "a visitor's 'was this helpful?', rate-limited; a no is logged masked for staff",
    call: async () => {
      const question = "Which biometric devices work with Aster?";
      const { id } = await send("POST", "/api/assistant/ask", { question }, { staff: false });
      return { payload: { question, helpful: false, answerId: id }, status: 204 };
    },
  },
  "POST /api/assistant/handoff": {
    publicWrite:
      "Live Support: a visitor's enquiry through the contact service, rate-limited; acknowledged to the address given",
    call: async () => ({
      payload: {
        name: "Meera Iyer",
        email: "meera@example.in",
        conversation: [{ from: "visitor", text: "Can someone call me about migrating 300 employees?" }],
      },
      status: 201,
    }),
  },
  "GET /api/admin/assistant-questions": async () => ({ status: 200 }),
});
