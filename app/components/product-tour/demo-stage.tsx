import type { Ref } from "react";
import { variantUrl, widthsFor } from "../../../common/media-addresses";
import type { TourDemoMedia } from "../../../common/product-tour";
import type { ProductDemo } from "../../../content/types";
import { Icon } from "../icon";
import { LibraryPicture } from "../media/library-picture";

/** The video's events the player follows (its own controls drive it; these report back). */
export interface VideoEvents {
  onTime: (seconds: number) => void;
  onPlaying: (playing: boolean) => void;
  onDuration: (seconds: number) => void;
  onToggle: () => void;
}

/** A poster has no srcset: one 1280-pixel WebP suits the player's widest size. */
function posterUrl(media: TourDemoMedia): string | undefined {
  const poster = media.video?.poster;
  if (!poster) return undefined;
  const width = widthsFor(poster.width).findLast((candidate) => candidate <= 1280) ?? 320;
  return variantUrl(poster._id, poster.revision, { crop: "full", width, format: "webp" });
}

/**
 * What the player shows (ADR 048): the demo's video where staff set one, else the current
 * chapter's screenshot of the product, else (no media at all, e.g. the library could not be
 * read) a card with the demo's icon. Always 16:9, so nothing moves when one replaces another.
 */
export function DemoStage({
  demo,
  media,
  chapter,
  videoRef,
  events,
}: {
  demo: ProductDemo;
  media: TourDemoMedia | undefined;
  chapter: number;
  videoRef: Ref<HTMLVideoElement>;
  events: VideoEvents;
}) {
  const video = media?.video;
  if (media && video) {
    return (
      // The player's buttons are the keyboard's way to play; a click on the picture is a pointer shortcut.
      // biome-ignore lint/a11y/useMediaCaption: the captions track is there whenever staff set captions (ADR 048)
      <video
        ref={videoRef}
        key={video.url}
        src={video.url}
        poster={posterUrl(media)}
        preload="metadata"
        playsInline
        aria-label={video.label || demo.title}
        width={video.width || undefined}
        height={video.height || undefined}
        onClick={events.onToggle}
        onTimeUpdate={(event) => events.onTime(event.currentTarget.currentTime)}
        onPlay={() => events.onPlaying(true)}
        onPause={() => events.onPlaying(false)}
        onLoadedMetadata={(event) => events.onDuration(event.currentTarget.duration)}
        className="size-full bg-black object-contain"
      >
        {video.captionsUrl && <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default />}
      </video>
    );
  }
  const screenshot = media?.chapters[chapter]?.image;
  if (screenshot) {
    return (
      <LibraryPicture
        key={screenshot._id}
        image={screenshot}
        sizes="(min-width: 1024px) 52rem, calc(100vw - 2rem)"
        priority
        className="size-full object-cover object-top"
      />
    );
  }
  return (
    <div className="flex size-full flex-col items-center justify-center bg-[radial-gradient(circle_at_30%_20%,var(--brand-soft),transparent_65%),linear-gradient(to_bottom_right,var(--surface-muted),var(--surface-sunken))] p-6 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand text-on-brand shadow-lg sm:size-16">
        <Icon name={demo.icon} className="size-6 sm:size-8" />
      </span>
      <p className="mt-3 font-semibold text-ink-muted text-sm">{demo.chapters[chapter]?.title}</p>
    </div>
  );
}
