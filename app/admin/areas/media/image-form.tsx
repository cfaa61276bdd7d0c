import { Link } from "react-router";
import { type MediaAsset, mediaDescriptionSchema, mediaLimits } from "../../../../common/media";
import { Button } from "../../../components/ui/button";
import { FormField, inputClasses } from "../../../components/ui/form-field";
import { AdminForm } from "../../components/admin-form";
import { Facts } from "../../components/facts";
import type { FormModalControls } from "../../components/form-modal";
import { adminRequest } from "../../lib/api-client";
import { formatBytes, formatDateTime } from "../../lib/format";
import { useAdminForm } from "../../lib/use-admin-form";
import { FocalPointPicker } from "./focal-point-picker";
import { ReplaceButton } from "./replace-button";
import { VideoSettings } from "./video-settings";

const valuesOf = (image: MediaAsset) => ({
  alt: image.alt,
  decorative: image.decorative,
  focalX: String(image.focalX),
  focalY: String(image.focalY),
});
const inputOf = (values: ReturnType<typeof valuesOf>) => ({
  ...values,
  focalX: Number(values.focalX),
  focalY: Number(values.focalY),
});

/**
 * One image: how it is described (alt text, or decorative), where the eye goes (every crop keeps
 * it), what it is and where it is used; Replace and Delete.
 */
export function ImageForm({
  image,
  modal,
  onDelete,
}: {
  image: MediaAsset;
  modal: FormModalControls;
  onDelete: (image: MediaAsset) => void;
}) {
  const form = useAdminForm(mediaDescriptionSchema, {
    initial: valuesOf(image),
    toInput: inputOf,
    save: (input) => adminRequest<MediaAsset>(`/api/admin/media/${image._id}`, { method: "PATCH", body: input }),
    messages: { success: (saved) => `"${saved.fileName}" saved.`, failure: "Failed to save the image." },
    onSaved: modal.close,
    onDirtyChange: modal.onDirtyChange,
    warnOnLeave: false,
  });
  const { values, errors, field, checkbox, set, busy } = form;

  return (
    <AdminForm form={form} className="space-y-5">
      {image.previewUrl && (
        <FocalPointPicker
          src={image.previewUrl}
          width={image.width}
          height={image.height}
          focal={{ x: Number(values.focalX), y: Number(values.focalY) }}
          onChange={({ x, y }) => set({ focalX: String(x), focalY: String(y) })}
        />
      )}
      {image.kind === "video" && <VideoSettings video={image} />}
      <FormField
        label="Alt text"
        hint="What the image shows, for someone who cannot see it. Needed before a post or page using it is published."
        error={errors.alt}
      >
        {(control) => (
          <textarea
            {...control}
            {...field("alt")}
            rows={2}
            maxLength={mediaLimits.alt}
            disabled={values.decorative}
            className={inputClasses}
          />
        )}
      </FormField>
      <label className="flex items-start gap-3 text-sm">
        <input {...checkbox("decorative")} className="mt-0.5 size-4 rounded border-line-strong accent-[var(--brand)]" />
        <span>Decorative: it adds nothing a reader would miss, so screen readers skip it (no alt text).</span>
      </label>
      <Facts
        facts={[
          ["File", image.fileName],
          [
            "Size",
            image.width > 0
              ? `${image.width} × ${image.height} px, ${formatBytes(image.byteSize)}`
              : formatBytes(image.byteSize),
          ],
          ["Type", image.mimeType],
          ["Uploaded", formatDateTime(image.createdAt)],
          [
            "Used in",
            image.uses.length === 0 ? (
              "Not used anywhere yet"
            ) : (
              <ul key="uses" className="space-y-1">
                {image.uses.map((use) => (
                  <li key={`${use.href} ${use.label}`}>
                    <Link to={use.href} className="text-brand-ink underline hover:no-underline">
                      {use.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ),
          ],
        ]}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 border-line border-t pt-5">
        <div className="flex flex-wrap gap-2">
          <ReplaceButton image={image} />
          <Button variant="danger" onClick={() => onDelete(image)}>
            Delete
          </Button>
        </div>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={modal.requestClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : "Save"}
          </Button>
        </div>
      </div>
    </AdminForm>
  );
}
