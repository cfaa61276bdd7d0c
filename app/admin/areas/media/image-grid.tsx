import type { MediaAsset } from "../../../../common/media";
import { ImageCard } from "../../components/media/image-card";

/**
 * The library's images as cards, newest first: each is a button that opens the image (its
 * description, focal point, uses). An image nobody has described yet says so.
 */
export function ImageGrid({ images, onOpen }: { images: MediaAsset[]; onOpen: (image: MediaAsset) => void }) {
  return (
    <ul className="grid grid-cols-2 gap-4 p-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {images.map((image) => (
        <li key={image._id}>
          <ImageCard image={image} onChoose={onOpen} detailed />
        </li>
      ))}
    </ul>
  );
}
