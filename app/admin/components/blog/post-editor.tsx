import { ExternalLink, Eye, Send } from "lucide-react";
import { Link } from "react-router";
import type { AdminBlogPost, PostState } from "../../../../common/blog";
import { blogCategories, changelogCategory } from "../../../../content/blog";
import { Button, buttonClasses } from "../../../components/ui/button";
import { UnsavedChangesGuard } from "../leave-form-dialog";
import { PostFields } from "./post-fields";
import { PostPreview } from "./post-preview";
import { PostStateBadge } from "./post-state";
import { usePostEditor } from "./use-post-editor";

const categories = [...blogCategories.map((category) => category.name), changelogCategory];

/**
 * Create or edit a post. A draft saves itself a few seconds after the last change; a published or
 * scheduled post changes only on an explicit save, so half-done edits never go live. A new post
 * gets its own address after its first save, without losing the editor (see routes/blog-edit.tsx).
 */
export function PostEditor({ initial }: { initial: AdminBlogPost | null }) {
  const editor = usePostEditor(initial, categories);
  const { post, values, previewing } = editor;

  return (
    <div>
      <EditorHeader
        post={post}
        state={editor.state}
        statusText={editor.statusText}
        previewing={previewing}
        onTogglePreview={() => editor.setPreviewing((on) => !on)}
        formId={editor.formId}
        saving={editor.saving}
        saveLabel={editor.saveLabel}
      />

      {previewing && <PostPreview values={values} />}
      <form
        ref={editor.formRef}
        id={editor.formId}
        method="post"
        noValidate
        hidden={previewing}
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save("manual");
        }}
      >
        <PostFields
          values={values}
          errors={editor.errors}
          categories={categories}
          initialContent={initial?.content ?? ""}
          publishedSlug={post && post.status !== "draft" ? post.slug : null}
          publicPath={editor.publicSlug ? `/blog/${editor.publicSlug}` : null}
          autosaves={editor.autosaves}
          onChange={(changes) => editor.setValues((current) => ({ ...current, ...changes }))}
        />
      </form>
      <UnsavedChangesGuard dirty={editor.dirty} />
    </div>
  );
}

/** The title, the post's state and save status, and its buttons: the public page, the newsletter, Preview, save. */
function EditorHeader({
  post,
  state,
  statusText,
  previewing,
  onTogglePreview,
  formId,
  saving,
  saveLabel,
}: {
  post: AdminBlogPost | null;
  state: PostState | null;
  statusText: string;
  previewing: boolean;
  onTogglePreview: () => void;
  formId: string;
  saving: boolean;
  saveLabel: string;
}) {
  return (
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
        <Button variant="secondary" aria-pressed={previewing} onClick={onTogglePreview}>
          <Eye aria-hidden="true" className="size-4" />
          Preview
        </Button>
        <Button type="submit" form={formId} disabled={saving}>
          {saving ? "Saving…" : saveLabel}
        </Button>
      </div>
    </div>
  );
}
