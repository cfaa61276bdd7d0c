import { describe, expect, it } from "vitest";
import { libraryAddressesIn } from "./media-addresses";

describe("libraryAddressesIn", () => {
  const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
  const other = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

  it("finds each library image a body shows, by its address or a size's URL, once", () => {
    const html = `<p><img src="/media/${id}" alt="A"></p><img src="/media/${other}/abc123/full-640.jpg" alt=""><img src="/media/${id}" alt="again">`;
    expect(libraryAddressesIn(html)).toEqual([`/media/${id}`, `/media/${other}`]);
  });

  it("leaves out pasted images, links to the library, and ids that are not whole", () => {
    const html = `<img src="https://example.com/media/${id}" alt=""><a href="/media/${id}">link</a><img src="/media/${id.slice(0, 30)}" alt=""><p>src="/media/${id}" as text</p>`;
    expect(libraryAddressesIn(html)).toEqual([]);
  });
});
