import { describe, expect, it } from "vitest";
import { ownCategory } from "./own-category";

const acting = { slug: "acting", singularName: "Actor" };
const directing = { slug: "directing", singularName: "Director" };
const casting = { slug: "casting", singularName: "Casting Director" };
const writing = { slug: "writing", singularName: "Writer" };

describe("the profile sidebar's category", () => {
  it("is the one the member's role names, wherever it comes in their list", () => {
    expect(ownCategory([acting, directing], "Director")?.slug).toBe("directing");
    expect(ownCategory([acting, writing], "Screenwriter")?.slug).toBe("writing");
    expect(ownCategory([directing, casting], "Casting Director")?.slug).toBe("casting");
    expect(ownCategory([acting, directing], "director ")?.slug).toBe("directing");
  });

  it("is the first chosen when the role names none of them, and none without categories", () => {
    expect(ownCategory([writing, acting], "Music Composer")?.slug).toBe("writing");
    expect(ownCategory([], "Actor")).toBeUndefined();
  });
});
