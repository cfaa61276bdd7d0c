import { ExternalLink, Eye, Send } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { type AdminBlogPost, postStateOf, slugFromTitle } from "../../../../common/blog";
import type { FieldErrors } from "../../../../common/field-errors";
import { blogCategories, changelogCategory } from "../../../../content/blog";
import { Button, buttonClasses } from "../../../components/ui/button";
import { ApiError, serverMessageOr } from "../../../lib/api";
import { adminRequest } from "../../lib/api-client";
import { formatClockTime } from "../../lib/format";
import { useFocusFirstInvalid } from "../../lib/use-admin-form";
import { useSessionEndedRedirect } from "../../lib/use-session-ended-redirect";
import { UnsavedChangesGuard } from "../leave-form-dialog";
import { useToast } from "../toast";
import { PostFields } from "./post-fields";
import { checkValues, type PostFormValues, slugFieldOf, valuesOf } from "./post-form-values";
import { PostPreview } from "./post-preview";
import { PostStateBadge, postDateTime } from "./post-state";

/** How long typing must pause before a draft saves itself. */
export const autosaveDelayMs = 3000;

const categories = [...blogCategories.map((category) => category.name), changelogCategory];

type SaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "failed"; message: string };

/** The toast after an explicit save, in the words of what happened to the post. */
function savedMessage(post: AdminBlogPost, before: AdminBlogPost | null): string {
  const state = postStateOf(post);
  if (state === "draft") return `Draft “${post.title}” saved.`;
  if (state === "scheduled") return `“${post.title}” is scheduled for ${postDateTime(post.date)}.`;
  return before && postStateOf(before) === "published" ? `“${post.title}” updated.` : `“${post.title}” is published.`;
}

/**
 * Create or edit a post. A draft saves itself a few seconds after the last change; a published or
 * scheduled post changes only on an explicit save, so half-done edits never go live. A new post
 * gets its own address after its first save, without losing the editor (see routes/blog-edit.tsx).
 */
export function PostEditor({ initial }: { initial: AdminBlogPost | null }) {
  const toast = useToast();
  const navigate = useNavigate();
  const handleSessionEnded = useSessionEndedRedirect();
  const formId = useId();
  const [post, setPost] = useState(initial);
  const [values, setValues] = useState(() => valuesOf(initial, categories[0] ?? ""));
  const [savedValues, setSavedValues] = useState(values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const [previewing, setPreviewing] = useState(false);
  const saving = status.kind === "saving";
  const dirty = JSON.stringify(values) !== JSON.stringify(savedValues);
  const autosaves = values.state === "draft" && (post === null || post.status === "draft");
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function save(mode: "auto" | "manual") {
    const sent = values;
    const checked = checkValues(sent, post, new Date());
    if (checked.errors) {
      if (mode === "manual") {
        setErrors(checked.errors);
        focusFirstInvalid();
        toast.error("The post was not saved: check the highlighted fields.");
      }
      return;
    }
    setStatus({ kind: "saving" });
    try {
      const saved = await adminRequest<AdminBlogPost>(post ? `/api/admin/blog/${post._id}` : "/api/admin/blog", {
        method: post ? "PUT" : "POST",
        body: checked.input,
      });
      // The server decides the address and the state; what was typed during the save stays.
      const settled: PostFormValues = {
        ...sent,
        slug: slugFieldOf(saved),
        state: postStateOf(saved),
        publishAt: sent.state === "scheduled" ? sent.publishAt : "",
      };
      setSavedValues(settled);
      setValues((current) =>
        JSON.stringify(current) === JSON.stringify(sent)
          ? settled
          : { ...current, slug: current.slug === sent.slug ? settled.slug : current.slug },
      );
      setErrors({});
      setStatus({ kind: "saved", at: new Date() });
      if (mode === "manual") toast.success(savedMessage(saved, post));
      setPost(saved);
      if (!post) navigate(`/admin/blog/${saved._id}`, { replace: true, state: { keepsForm: true } });
    } catch (error) {
      if (handleSessionEnded(error)) return;
      const message = serverMessageOr(error, "Failed to save the post.");
      setStatus({ kind: "failed", message });
      if (error instanceof ApiError) setErrors(error.errors);
      toast.error(mode === "auto" ? `Autosave failed: ${message}` : message);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the values restarts the wait; save reads them.
  useEffect(() => {
    if (!autosaves || !dirty || saving || status.kind === "failed") return;
    const timer = setTimeout(() => void save("auto"), autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [values, autosaves, dirty, saving, status.kind]);

  // A failed autosave is not retried in a loop: the next change tries again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the values clears the failure.
  useEffect(() => {
    setStatus((current) => (current.kind === "failed" ? { kind: "idle" } : current));
  }, [values]);

  const incomplete = autosaves && dirty && !saving && checkValues(values, post, new Date()).errors !== null;
  const statusText =
    status.kind === "saving"
      ? "Saving…"
      : status.kind === "failed"
        ? `Not saved: ${status.message}`
        : incomplete
          ? "Autosave starts once the title, content, category and author are filled in."
          : status.kind === "saved"
            ? `Saved at ${formatClockTime(status.at)}`
            : "";
  const state = post ? postStateOf(post) : null;
  const saveLabel =
    values.state === "draft"
      ? "Save draft"
      : values.state === "scheduled"
        ? "Schedule"
        : state === "published"
          ? "Save changes"
          : "Publish";
  const publicSlug =
    values.slug.trim() ||
    (post && post.status !== "draft" ? post.slug : values.title.trim() ? slugFromTitle(values.title) : null);

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl tracking-tight">{post ? "Edit post" : "New post"}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
            {post && state && <PostStateBadge state={state} date={post.date} />}
            <p aria-live="polite" className="text-ink-muted">
              {statusText}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {post && state === "published" && (
            <a href={`/blog/${post.slug}`} target="_blank" rel="noopener" className={buttonClasses("secondary")}>
              <ExternalLink aria-hidden="true" className="size-4" />
              View on site<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          {post && state === "published" && (
            <Link to={`/admin/blog/${post._id}/newsletter`} className={buttonClasses("secondary")}>
              <Send aria-hidden="true" className="size-4" />
              Send as newsletter
            </Link>
          )}
          <Button variant="secondary" aria-pressed={previewing} onClick={() => setPreviewing((on) => !on)}>
            <Eye aria-hidden="true" className="size-4" />
            Preview
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? "Saving…" : saveLabel}
          </Button>
        </div>
      </div>

      {previewing && <PostPreview values={values} />}
      <form
        ref={formRef}
        id={formId}
        method="post"
        noValidate
        hidden={previewing}
        onSubmit={(event) => {
          event.preventDefault();
          void save("manual");
        }}
      >
        <PostFields
          values={values}
          errors={errors}
          categories={categories}
          initialContent={initial?.content ?? ""}
          publishedSlug={post && post.status !== "draft" ? post.slug : null}
          publicPath={publicSlug ? `/blog/${publicSlug}` : null}
          autosaves={autosaves}
          onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
        />
      </form>
      <UnsavedChangesGuard dirty={dirty} />
    </div>
  );
}
