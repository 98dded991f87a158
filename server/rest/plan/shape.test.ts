// Shaping: requests that differ only in values share a key; the values come out in slots.
import { describe, expect, it } from "vitest";
import { parseQuery, splitQueryString } from "../parse/index.ts";
import { arrayLiteral, shapeKey, shapeRequest } from "./shape.ts";

const shape = (q: string) => shapeRequest(parseQuery(splitQueryString(q)));

describe("shape", () => {
  it("gives one key to requests that differ only in values", () => {
    const a = shape("select=id,data->>x&name=eq.a&id=in.(1,2)&limit=5&or=(n.gt.1,n.lt.0)");
    const b = shape("select=id,data->>y&name=eq.b&id=in.(3)&limit=9&or=(n.gt.7,n.lt.2)");
    expect(shapeKey([a.query])).not.toBe(shapeKey([b.query])); // the json key names the response key
    const c = shape("select=id,data->>x&name=eq.zzz&id=in.(3,4,5)&limit=50&or=(n.gt.0,n.lt.9)");
    expect(shapeKey([a.query])).toBe(shapeKey([c.query]));
    expect(c.values).toEqual(["x", "zzz", '{"3","4","5"}', "0", "9", 50]);
  });

  it("keeps shape-changing parts in the key", () => {
    expect(shapeKey([shape("name=eq.a").query])).not.toBe(shapeKey([shape("name=neq.a").query]));
    expect(shapeKey([shape("name=is.null").query])).not.toBe(shapeKey([shape("name=is.true").query]));
    expect(shapeKey([shape("doc=fts.a").query])).not.toBe(shapeKey([shape("doc=fts(english).a").query]));
  });

  it("builds array literals that read back exactly", () => {
    expect(arrayLiteral(["a", 'b"c', "d\\e", "", "NULL"])).toBe('{"a","b\\"c","d\\\\e","","NULL"}');
    expect(arrayLiteral(["x\u0000y"])).toBe('{"x"}');
  });
});
