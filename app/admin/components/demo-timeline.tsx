import { useCallback, useEffect, useState } from "react";
import type { DemoTimelineEntry } from "../../../common/demo";
import { Button } from "../../components/ui/button";
import { adminRequest } from "../lib/api-client";
import { formatDateTime } from "../lib/format";

type TimelineState = { status: "loading" } | { status: "failed" } | { status: "loaded"; entries: DemoTimelineEntry[] };

/**
 * What happened to one demo request, oldest first (GET /api/admin/demo-requests/:id/timeline):
 * the booking, each email and what became of it, staff's changes with who made them. Loaded when
 * the details open, and again when `version` changes (a status or notes saved meanwhile).
 */
export function DemoTimeline({ requestId, version }: { requestId: string; version: string }) {
  const [state, setState] = useState<TimelineState>({ status: "loading" });
  const load = useCallback(async () => {
    setState({ status: "loading" });
    try {
      const entries = await adminRequest<DemoTimelineEntry[]>(`/api/admin/demo-requests/${requestId}/timeline`);
      setState({ status: "loaded", entries });
    } catch {
      setState({ status: "failed" });
    }
  }, [requestId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the request means new history to read.
  useEffect(() => {
    void load();
  }, [load, version]);

  return (
    <section aria-labelledby="demo-timeline-heading" className="mt-6">
      <h3 id="demo-timeline-heading" className="font-medium text-sm">
        Timeline
      </h3>
      <div aria-busy={state.status === "loading"} className="mt-2">
        {state.status === "loading" && <p className="text-ink-muted text-sm">Loading the timeline…</p>}
        {state.status === "failed" && (
          <div className="text-sm">
            <p role="alert" className="font-medium text-danger">
              Failed to load the timeline.
            </p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void load()}>
              Try again
            </Button>
          </div>
        )}
        {state.status === "loaded" && (
          <ol className="space-y-3 border-line border-l pl-4 text-sm">
            {state.entries.map((entry) => (
              <li key={`${entry.at} ${entry.kind} ${entry.text}`} className="relative">
                <span aria-hidden="true" className="-left-[1.3rem] absolute top-1.5 size-2 rounded-full bg-brand" />
                <p className="text-ink">{entry.text}</p>
                <p className="text-ink-muted text-xs">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  {entry.actor && <> · {entry.actor}</>}
                </p>
                {entry.detail && <p className="mt-0.5 whitespace-pre-line text-ink-muted">{entry.detail}</p>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
