import { useEffect, useState } from "react";
import type { DemoRequest } from "../../../common/demo";
import { demoStatusLabels } from "../../../common/demo-rules";
import { Button } from "../../components/ui/button";
import { inputClasses } from "../../components/ui/form-field";
import { adminRequest } from "../lib/api-client";
import { formatDateTime } from "../lib/format";
import { useAdminAction } from "../lib/use-admin-action";
import { DemoTimeline } from "./demo-timeline";
import { Modal } from "./dialog";
import { Facts } from "./facts";

/** Where the visitor came from: the UTM fields given (empty ones left out), else the referring site, else "Direct". */
function sourceOf(request: DemoRequest): string {
  const utm = [request.utmSource, request.utmMedium, request.utmCampaign].filter(Boolean).join(" / ");
  if (utm) return utm;
  return request.referrer ? new URL(request.referrer, "https://x.invalid").hostname : "Direct";
}

/** Everything a request recorded, and the follow-up notes staff keep on it. */
export function DemoRequestDetails({ request, onClose }: { request: DemoRequest | null; onClose: () => void }) {
  const [notes, setNotes] = useState("");
  const { run, busy } = useAdminAction();
  useEffect(() => setNotes(request?.notes ?? ""), [request]);
  const dirty = request !== null && notes !== request.notes;
  // Closing with typed notes asks first: nothing is lost by a stray Escape.
  const close = () => {
    if (!dirty || window.confirm("Discard the notes you typed?")) onClose();
  };

  async function save() {
    if (!request) return;
    const saved = await run(
      () => adminRequest(`/api/admin/demo-requests/${request._id}`, { method: "PATCH", body: { notes } }),
      { success: "Notes saved.", failure: "Failed to save the notes." },
    );
    if (saved) onClose();
  }

  const facts: Array<[string, string]> = request
    ? [
        ["Name", request.name || "—"],
        ["Company", request.company],
        ["Email", request.email],
        ["Phone", request.phone],
        ["Plan", request.plan || "Not chosen"],
        ["Demo (India time)", `${request.date} ${request.time}`],
        ["Visitor's time zone", request.timeZone],
        ["Requested", formatDateTime(request.createdAt)],
        ["Status", demoStatusLabels[request.status]],
        ["Source", sourceOf(request)],
        ["Referrer", request.referrer || "—"],
        ["Landing page", request.landingPage || "—"],
        ...(request.spamReason ? ([["Screened as spam", request.spamReason]] as Array<[string, string]>) : []),
        ...(request.spamDoubt ? ([["Possibly spam", request.spamDoubt]] as Array<[string, string]>) : []),
      ]
    : [];

  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && close()}
      title={request ? `Demo request from ${request.company}` : "Demo request"}
    >
      <Facts facts={facts} wideLabels />
      {request && <DemoTimeline requestId={request._id} version={`${request.status}\n${request.notes}`} />}
      <label htmlFor="demo-notes" className="mt-6 block font-medium text-sm">
        Notes
      </label>
      <textarea
        id="demo-notes"
        rows={5}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        className={`${inputClasses} mt-1.5`}
      />
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button onClick={save} disabled={!dirty || busy}>
          {busy ? "Saving…" : "Save notes"}
        </Button>
      </div>
    </Modal>
  );
}
