import { describe, expect, it } from "vitest";
import { createManageLinks } from "./manage-links";

const links = createManageLinks({ signingKey: "one key", publicUrl: "https://aster.test" });
const id = "7b3a4c1e-2f6d-4e8a-9b0c-1d2e3f4a5b6c";

describe("the signed links in a guest's email", () => {
  it("puts the booking's id and its manage signature in the manage page's address", () => {
    const url = new URL(links.manageUrl(id));
    expect(url.origin + url.pathname).toBe(`https://aster.test/schedule-demo/manage/${id}`);
    expect(links.mayManage(id, url.searchParams.get("signature") ?? "")).toBe(true);
  });

  it("lets a manage link cancel, but never lets an old cancel link move the booking", () => {
    const manage = links.signatureOf("manage-demo", id);
    const cancel = links.signatureOf("cancel-demo", id);
    expect(links.mayCancel(id, manage)).toBe(true);
    expect(links.mayCancel(id, cancel)).toBe(true);
    expect(links.mayManage(id, cancel)).toBe(false);
  });

  it("refuses another booking's signature, another key's, a truncated one and an empty one", () => {
    const signature = links.signatureOf("manage-demo", id);
    const otherKey = createManageLinks({ signingKey: "another key", publicUrl: "https://aster.test" });
    expect(links.mayManage("00000000-0000-4000-8000-000000000000", signature)).toBe(false);
    expect(links.mayManage(id, otherKey.signatureOf("manage-demo", id))).toBe(false);
    expect(links.mayManage(id, signature.slice(0, -1))).toBe(false);
    expect(links.mayCancel(id, "")).toBe(false);
  });
});
