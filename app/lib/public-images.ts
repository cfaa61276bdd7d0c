import { libraryIdsOf, type PublicImage, type PublicImages } from "../../common/media-addresses";
import { apiRequest } from "./api";

/**
 * In the browser, what a page's server loader gets from the media service: the library images
 * among these addresses, by id. A failure leaves them out (the covers fall back to drawn ones).
 */
export async function publicImagesOf(addresses: readonly string[], signal?: AbortSignal): Promise<PublicImages> {
  const ids = libraryIdsOf(addresses);
  if (ids.length === 0) return {};
  try {
    const images = await apiRequest<PublicImage[]>(`/api/media?ids=${ids.join(",")}`, { signal });
    return Object.fromEntries(images.map((image) => [image._id, image]));
  } catch {
    return {};
  }
}
