import { ImageIcon } from "lucide-react";
import { useState } from "react";
import { mediaIdOf } from "../../../../common/media-addresses";
import { Button } from "../../../components/ui/button";
import { FormField, inputClasses } from "../../../components/ui/form-field";
import { useMediaAsset } from "../../lib/use-media-asset";
import { LibraryPicker } from "./library-picker";
import { MediaPreview } from "./media-preview";
import { NotDescribedLink } from "./not-described-link";

/**
 * An image a record shows: picked from the media library (the field then holds its address,
 * `/media/<id>`), or an address pasted as before. A library image that is not described yet
 * says so here: publishing is refused until it is.
 */
export function ImageField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const [picking, setPicking] = useState(false);
  const image = useMediaAsset(mediaIdOf(value));

  return (
    <div className="space-y-2">
      <FormField label={label} hint="Choose from the library, or paste https://… or a path on this site" error={error}>
        {(control) => (
          <input
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      {image && (
        <div className="flex items-center gap-3 rounded-lg border border-line p-2">
          <MediaPreview asset={image} className="size-14 shrink-0 rounded object-cover" />
          <div className="min-w-0 text-xs">
            <p className="truncate font-medium">{image.fileName}</p>
            {image.described ? (
              <p className="line-clamp-2 text-ink-muted">{image.decorative ? "Decorative" : image.alt}</p>
            ) : (
              <NotDescribedLink id={image._id} />
            )}
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setPicking(true)}
          aria-label={`Choose from library: ${label}`}
        >
          <ImageIcon aria-hidden="true" className="size-4" />
          Choose from library
        </Button>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange("")} aria-label={`Remove ${label.toLowerCase()}`}>
            Remove
          </Button>
        )}
      </div>
      <LibraryPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          onChange(picked.address);
          setPicking(false);
        }}
      />
    </div>
  );
}
