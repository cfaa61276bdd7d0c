import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { type AdminBlogPost, type PostState, postStateOf, slugFromTitle } from "../../../../common/blog";
import type { FieldErrors } from "../../../../common/field-errors";
import { ApiError, serverMessageOr } from "../../../lib/api";
import { adminRequest } from "../../lib/api-client";
import { formatClockTime } from "../../lib/format";
import { useFocusFirstInvalid } from "../../lib/use-admin-form";
import { useSessionEndedRedirect } from "../../lib/use-session-ended-redirect";
import { useToast } from "../toast";
import { checkValues, type PostFormValues, slugFieldOf, valuesOf } from "./post-form-values";
import { postDateTime } from "./post-state";

/** How long typing must pause before a draft saves itself. */
export const autosaveDelayMs = 3000;

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

/** The line beside the post's state: saving, why it was not saved, why autosave waits, or when it saved. */
function statusTextOf(status: SaveStatus, incomplete: boolean): string {
  return status.kind === "saving"
    ? "Saving…"
    : status.kind === "failed"
      ? `Not saved: ${status.message}`
      : incomplete
        ? "Autosave starts once the title, content, category and author are filled in."
        : status.kind === "saved"
          ? `Saved at ${formatClockTime(status.at)}`
          : "";
}

/** The save button says what saving will do with the state chosen. */
function saveLabelOf(chosen: PostState, saved: PostState | null): string {
  return chosen === "draft"
    ? "Save draft"
    : chosen === "scheduled"
      ? "Schedule"
      : saved === "published"
        ? "Save changes"
        : "Publish";
}

/**
 * A post being edited: its values, the last saved ones, the errors, and saving, by hand or (for a
 * draft) by itself. A new post moves to its own address after its first save.
 */
export function usePostEditor(initial: AdminBlogPost | null, categories: readonly string[]) {
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
  const state = post ? postStateOf(post) : null;
  const publicSlug =
    values.slug.trim() ||
    (post && post.status !== "draft" ? post.slug : values.title.trim() ? slugFromTitle(values.title) : null);

  return {
    formId,
    formRef,
    post,
    state,
    values,
    setValues,
    errors,
    saving,
    dirty,
    autosaves,
    previewing,
    setPreviewing,
    save,
    statusText: statusTextOf(status, incomplete),
    saveLabel: saveLabelOf(values.state, state),
    publicSlug,
  };
}
