import { type ChangeEvent, useId } from "react";
import type { PostState } from "../../../../common/blog";
import type { FieldErrors } from "../../../../common/field-errors";
import { FormField, inputClasses } from "../../../components/ui/form-field";
import { cn } from "../../../lib/cn";
import { ImageField } from "../media/image-field";
import type { PostFormValues } from "./post-form-values";
import { postStateLabels } from "./post-state";
import { RichTextEditor } from "./rich-text-editor";

const stateHints: Record<PostState, string> = {
  draft: "Only staff can see it.",
  published: "On /blog now.",
  scheduled: "Appears on /blog at the time below.",
};

type OnChange = (changes: Partial<PostFormValues>) => void;

/** A text field's name, value and change handler, to spread onto its input, textarea or select. */
const textBinding = (values: PostFormValues, onChange: OnChange) => (name: keyof PostFormValues) => ({
  name,
  value: values[name],
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange({ [name]: event.target.value }),
});

/** A post's fields (SPEC §3 Blog post): the text on the left, how and where it is published on the right. */
export function PostFields({
  values,
  errors,
  categories,
  initialContent,
  publishedSlug,
  publicPath,
  autosaves,
  onChange,
}: {
  values: PostFormValues;
  errors: FieldErrors;
  categories: readonly string[];
  initialContent: string;
  /** The address of a post that is (or will be) public: changing it leaves a redirect behind. */
  publishedSlug: string | null;
  /** Where the post is (or will be) on the site; null until there is a title to make it from. */
  publicPath: string | null;
  autosaves: boolean;
  onChange: OnChange;
}) {
  const contentLabelId = useId();
  const contentErrorId = useId();
  const text = textBinding(values, onChange);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-5">
        <FormField label="Title" error={errors.title} required>
          {(control) => (
            <input {...control} {...text("title")} maxLength={200} className={cn(inputClasses, "text-lg")} />
          )}
        </FormField>
        <ContentField
          labelId={contentLabelId}
          errorId={contentErrorId}
          initialContent={initialContent}
          error={errors.content}
          onChange={(content) => onChange({ content })}
        />
      </div>

      <div className="space-y-5">
        <StatusFieldset values={values} errors={errors} autosaves={autosaves} onChange={onChange} />
        <AddressField
          values={values}
          error={errors.slug}
          publishedSlug={publishedSlug}
          publicPath={publicPath}
          onChange={onChange}
        />
        <CategoryField values={values} error={errors.category} categories={categories} onChange={onChange} />
        <FormField label="Author" error={errors.author} required>
          {(control) => <input {...control} {...text("author")} maxLength={100} className={inputClasses} />}
        </FormField>
        <FormField label="Author bio" error={errors.authorBio}>
          {(control) => (
            <textarea {...control} {...text("authorBio")} rows={3} maxLength={500} className={inputClasses} />
          )}
        </FormField>
        <ImageField
          label="Author photo"
          value={values.authorImage}
          error={errors.authorImage}
          onChange={(authorImage) => onChange({ authorImage })}
        />
        <FormField label="Tags" hint="Separate tags with commas" error={errors.tags}>
          {(control) => <input {...control} {...text("tags")} className={inputClasses} />}
        </FormField>
        <ImageField
          label="Cover image"
          value={values.imageUrl}
          error={errors.imageUrl}
          onChange={(imageUrl) => onChange({ imageUrl })}
        />
      </div>
    </div>
  );
}

/** The rich text editor, labelled by a span (it is not a form control a label could point at). */
function ContentField({
  labelId,
  errorId,
  initialContent,
  error,
  onChange,
}: {
  labelId: string;
  errorId: string;
  initialContent: string;
  error: string | undefined;
  onChange: (content: string) => void;
}) {
  return (
    <div>
      <span id={labelId} className="block font-medium text-sm">
        Content
        <span className="text-danger" aria-hidden="true">
          {" "}
          *
        </span>
      </span>
      <div className="mt-1.5">
        <RichTextEditor
          id={`${labelId}-editor`}
          labelledBy={labelId}
          initialHtml={initialContent}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
          onChange={onChange}
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 font-medium text-danger text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/** Draft, published or scheduled (with when), and whether changes save themselves. */
function StatusFieldset({
  values,
  errors,
  autosaves,
  onChange,
}: {
  values: PostFormValues;
  errors: FieldErrors;
  autosaves: boolean;
  onChange: OnChange;
}) {
  const text = textBinding(values, onChange);
  return (
    <fieldset className="rounded-xl border border-line p-4">
      <legend className="px-1 font-medium text-sm">Status</legend>
      <div className="space-y-2">
        {(["draft", "published", "scheduled"] as const).map((state) => (
          <label key={state} className="flex items-start gap-2.5 text-sm">
            <input
              type="radio"
              name="state"
              value={state}
              checked={values.state === state}
              onChange={() => onChange({ state })}
              className="mt-0.5 size-4 accent-[var(--brand)]"
            />
            <span>
              <span className="font-medium">{postStateLabels[state]}</span>
              <span className="block text-ink-muted text-xs">{stateHints[state]}</span>
            </span>
          </label>
        ))}
      </div>
      {values.state === "scheduled" && (
        <FormField label="Publish on" hint="India time (IST)" error={errors.publishAt} required className="mt-4">
          {(control) => <input {...control} {...text("publishAt")} type="datetime-local" className={inputClasses} />}
        </FormField>
      )}
      <p className="mt-4 text-ink-muted text-xs">
        {autosaves
          ? "Drafts save themselves a few seconds after you stop typing."
          : "Changes to a published or scheduled post go live only when you save them."}
      </p>
    </fieldset>
  );
}

/** The post's address on the site; empty makes it from the title. */
function AddressField({
  values,
  error,
  publishedSlug,
  publicPath,
  onChange,
}: {
  values: PostFormValues;
  error: string | undefined;
  publishedSlug: string | null;
  publicPath: string | null;
  onChange: OnChange;
}) {
  const text = textBinding(values, onChange);
  return (
    <FormField
      label="Address"
      hint={
        publishedSlug
          ? `${publicPath}. Changing it keeps the old address working: it redirects here.`
          : `${publicPath ? `${publicPath}. ` : ""}Leave empty to make it from the title.`
      }
      error={error}
    >
      {(control) => (
        <input
          {...control}
          {...text("slug")}
          placeholder={publishedSlug ?? undefined}
          maxLength={80}
          autoCapitalize="none"
          spellCheck={false}
          className={inputClasses}
        />
      )}
    </FormField>
  );
}

/** The categories to choose from, with the post's own kept when it is no longer one of them. */
function CategoryField({
  values,
  error,
  categories,
  onChange,
}: {
  values: PostFormValues;
  error: string | undefined;
  categories: readonly string[];
  onChange: OnChange;
}) {
  const text = textBinding(values, onChange);
  const options =
    values.category && !categories.includes(values.category) ? [...categories, values.category] : categories;
  return (
    <FormField label="Category" error={error} required>
      {(control) => (
        <select {...control} {...text("category")} className={inputClasses}>
          {options.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
