import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import {
  type NewsletterSendProgress,
  newsletterSendMessages,
  newsletterTestSendSchema,
  type PostNewsletter,
} from "../../../../common/newsletter-send";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/form-field";
import { AdminForm } from "../../components/admin-form";
import { BackLink } from "../../components/back-link";
import { ConfirmDialog } from "../../components/dialog";
import { PageHeader } from "../../components/page-header";
import { RecordLoadError } from "../../components/record-page";
import { adminLoadRecord, adminRequest } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { adminMeta } from "../../lib/meta";
import { useAdminAction } from "../../lib/use-admin-action";
import { useAdminForm } from "../../lib/use-admin-form";
import type { Route } from "./+types/blog.$id.newsletter";

export const meta: Route.MetaFunction = () => adminMeta("Send as newsletter");

/** The address of the last test send, kept in this browser (admin accounts have no email). */
const testAddressKey = "aster:newsletter-test-to";
/** While a send is going out, its progress is fetched again this often. */
const refreshMs = 2000;

const apiPath = (postId: string) => `/api/admin/blog/${encodeURIComponent(postId)}/newsletter`;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const newsletter = await adminLoadRecord<PostNewsletter>(apiPath(params.id), request);
  return { newsletter, rememberedTo: localStorage.getItem(testAddressKey) ?? "" };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RecordLoadError
      error={error}
      back={{ to: "/admin/blog", label: "All posts" }}
      missing="This post does not exist. It may have been deleted."
      failed="Failed to load the post. Please reload."
    />
  );
}

const count = new Intl.NumberFormat("en-IN");
const plural = (value: number, one: string, many: string) => `${count.format(value)} ${value === 1 ? one : many}`;

/** "about 2 minutes" at the configured rate. */
function durationAt(recipients: number, ratePerMinute: number): string {
  const minutes = Math.ceil(recipients / ratePerMinute);
  return minutes <= 1 ? "under a minute" : `about ${plural(minutes, "minute", "minutes")}`;
}

export default function BlogNewsletter({ loaderData: { newsletter, rememberedTo } }: Route.ComponentProps) {
  const { postId, title, sendable, subscribers, ratePerMinute, sends } = newsletter;
  const sending = sends.some((send) => !send.finished);
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, refreshMs);
    return () => clearInterval(timer);
  }, [sending, revalidator]);

  return (
    <div>
      <BackLink to={`/admin/blog/${postId}`}>Back to the post</BackLink>
      <div className="mt-4">
        <PageHeader title="Send as newsletter" description={title} />
      </div>
      {!sendable && (
        <p role="status" className="mb-6 rounded-xl border border-line bg-surface-muted p-4 font-medium text-sm">
          {newsletterSendMessages.notPublished}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <TestSend postId={postId} rememberedTo={rememberedTo} disabled={!sendable} />
        <SendToList
          postId={postId}
          title={title}
          subscribers={subscribers}
          ratePerMinute={ratePerMinute}
          blocked={!sendable ? "unpublished" : sending ? "sending" : subscribers === 0 ? "nobody" : null}
        />
      </div>
      <Sends sends={sends} />
    </div>
  );
}

function Card({ headingId, title, children }: { headingId: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-6 shadow-card">
      <h2 id={headingId} className="font-semibold text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TestSend({ postId, rememberedTo, disabled }: { postId: string; rememberedTo: string; disabled: boolean }) {
  const form = useAdminForm(newsletterTestSendSchema, {
    initial: { to: rememberedTo },
    save: async (input) => {
      const answer = await adminRequest<{ to: string }>(`${apiPath(postId)}/test`, { method: "POST", body: input });
      localStorage.setItem(testAddressKey, answer.to);
      return answer;
    },
    messages: { success: (answer) => `Test sent to ${answer.to}.`, failure: "Failed to send the test." },
    // An address typed for a test is not worth a warning before leaving.
    warnOnLeave: false,
  });
  return (
    <Card headingId="test-send-heading" title="1. Send a test">
      <p className="mt-1 text-ink-muted text-sm">
        See the email as subscribers will, in your own inbox, before it goes to the list.
      </p>
      <AdminForm form={form} className="mt-4 space-y-4" aria-labelledby="test-send-heading">
        <TextField
          label="Send a test to"
          hint="Your own address. This browser remembers it for next time."
          type="email"
          autoComplete="email"
          error={form.errors.to}
          required
          {...form.field("to")}
        />
        <Button type="submit" variant="secondary" disabled={form.busy || disabled}>
          {form.busy ? "Sending…" : "Send test"}
        </Button>
      </AdminForm>
    </Card>
  );
}

const blockedText = {
  unpublished: newsletterSendMessages.notPublished,
  sending: "A send of this post is going out. You can send it again once it has finished.",
  nobody: newsletterSendMessages.noSubscribers,
} as const;

function SendToList({
  postId,
  title,
  subscribers,
  ratePerMinute,
  blocked,
}: {
  postId: string;
  title: string;
  subscribers: number;
  ratePerMinute: number;
  blocked: keyof typeof blockedText | null;
}) {
  const [asking, setAsking] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  const { run, busy } = useAdminAction();
  const who = plural(subscribers, "confirmed subscriber", "confirmed subscribers");
  const send = async () => {
    await run(() => adminRequest<NewsletterSendProgress>(`${apiPath(postId)}/send`, { method: "POST" }), {
      success: (started) => `Sending “${title}” to ${plural(started.total, "subscriber", "subscribers")}.`,
      failure: "Failed to start the send.",
    });
    setAsking(false);
  };
  return (
    <Card headingId="send-heading" title="2. Send to the list">
      <p className="mt-1 text-ink-muted text-sm">
        It goes to {who}, {count.format(ratePerMinute)} a minute ({durationAt(subscribers, ratePerMinute)}). Each
        message carries its own unsubscribe link.
      </p>
      {blocked && <p className="mt-3 text-sm">{blockedText[blocked]}</p>}
      <Button ref={sendButton} className="mt-4" disabled={blocked !== null} onClick={() => setAsking(true)}>
        Send to {who}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Send this post to ${plural(subscribers, "subscriber", "subscribers")}?`}
        description={`“${title}” goes to every confirmed subscriber, ${count.format(ratePerMinute)} a minute. A send cannot be called back once it has started.`}
        confirmLabel={`Send to ${plural(subscribers, "subscriber", "subscribers")}`}
        busy={busy}
        busyLabel="Starting…"
        onConfirm={() => void send()}
        returnFocusTo={sendButton}
      />
    </Card>
  );
}

function Sends({ sends }: { sends: NewsletterSendProgress[] }) {
  return (
    <section aria-labelledby="sends-heading" className="mt-6 rounded-2xl border border-line bg-surface p-6 shadow-card">
      <h2 id="sends-heading" className="font-semibold text-lg">
        Sends of this post
      </h2>
      {sends.length === 0 ? (
        <p className="mt-2 text-ink-muted text-sm">Not sent to the list yet.</p>
      ) : (
        <ul className="mt-4 space-y-6">
          {sends.map((send) => (
            <SendProgress key={send._id} send={send} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SendProgress({ send }: { send: NewsletterSendProgress }) {
  const done = send.sent + send.failed + send.skipped;
  const labelId = `send-${send._id}`;
  return (
    <li>
      <p id={labelId} className="font-medium text-sm">
        Started {formatDateTime(send.createdAt)} by {send.createdBy}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={send.total}
        aria-valuenow={done}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-line"
      >
        <div
          className="h-full rounded-full bg-brand"
          style={{ width: `${send.total ? (done / send.total) * 100 : 100}%` }}
        />
      </div>
      <p className="mt-2 text-sm" aria-live="polite">
        {send.finished ? "Finished: " : "Sending: "}
        {count.format(send.sent)} sent, {count.format(send.queued)} queued, {count.format(send.failed)} failed
        {send.skipped > 0 ? `, ${count.format(send.skipped)} skipped (left the list)` : ""} of{" "}
        {count.format(send.total)}
      </p>
    </li>
  );
}
