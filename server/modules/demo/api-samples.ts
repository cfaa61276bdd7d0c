import { expect } from "vitest";
import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({
  send,
  unique,
  latestCode,
  verifiedEmail,
  booking,
  bookedDemo,
  nextSlot,
  newDemoRequest,
}) => ({
  "GET /api/schedule-demo/available-slots": async () => ({ query: `date=${nextSlot().date}`, status: 200 }),
  "POST /api/schedule-demo/send-verification-code": {
    publicWrite: "sends a visitor a code; rate-limited per address and email",
    call: async () => ({ payload: { email: `visitor${unique()}@example.com` }, status: 200 }),
  },
  "POST /api/schedule-demo/verify-code": {
    publicWrite: "checks a visitor's code; rate-limited",
    call: async () => {
      const email = `visitor${unique()}@example.com`;
      await send("POST", "/api/schedule-demo/send-verification-code", { email }, { staff: false });
      return { payload: { email, code: await latestCode(email) }, status: 200 };
    },
  },
  "POST /api/schedule-demo": {
    publicWrite: "a visitor's booking, rate-limited and verified by email",
    call: async () => ({ payload: booking(await verifiedEmail()), status: 201 }),
  },
  "POST /api/schedule-demo/:id/cancel": {
    publicWrite: "the visitor's own cancellation, authorised by the signed link",
    call: async () => {
      const { id, signature } = await bookedDemo();
      return { id, payload: { signature }, status: 200 };
    },
  },
  "GET /api/schedule-demo/:id/calendar.ics": async () => {
    const { id, signature } = await bookedDemo();
    return { id, query: `signature=${encodeURIComponent(signature)}`, status: 200 };
  },
  "POST /api/schedule-demo/:id/reschedule": {
    publicWrite: "the guest moves their own booking, authorised by the signed manage link; rate-limited",
    call: async () => {
      const { id, signature } = await bookedDemo();
      return { id, payload: { signature, ...nextSlot() }, status: 200 };
    },
  },
  "GET /api/admin/demo-requests": async () => ({ query: "status=new", status: 200 }),
  "GET /api/admin/demo-requests/export.csv": async () => ({ status: 200 }),
  "GET /api/admin/demo-requests/:id/timeline": async () => ({ id: await newDemoRequest(), status: 200 }),
  "PATCH /api/admin/demo-requests/:id": async () => ({
    id: await newDemoRequest(),
    payload: { status: "cancelled", notes: "Called twice" },
    status: 200,
    row: { entity: "demo_request", after: expect.objectContaining({ notes: "Called twice" }) },
  }),
  "DELETE /api/admin/demo-requests/:id": async () => ({
    id: await newDemoRequest(),
    status: 200,
    // The person's details go with the request: the log keeps only whose it was.
    row: { action: "delete", before: { company: expect.any(String) } },
  }),
});
