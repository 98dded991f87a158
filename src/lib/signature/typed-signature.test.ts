// « Signer avec mon nom (clavier) » on a 375 px phone at devicePixelRatio 2: the canvas holds
// twice its CSS pixels, and the name must still be drawn at its CSS size, within the frame —
// on the customer's timesheet page and on the contract's signing page alike (one function).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { typedSignature } from "../../../resources/contracts/signature/session.ts";
import { drawTypedName, type SignatureCanvas, type SignatureContext } from "./typed-signature.ts";

type Drawn = { text: string; x: number; y: number; maxWidth?: number; size: number; transform: number[] };

/** A canvas of `cssWidth` × `cssHeight` CSS pixels at `dpr`: a font measures 0.55 em per character. */
const phoneCanvas = (cssWidth: number, cssHeight: number, dpr: number) => {
  const drawn: Drawn[] = [];
  let transform = [1, 0, 0, 1, 0, 0];
  const saved: number[][] = [];
  const sizeOf = (font: string) => Number(/(\d+)px/.exec(font)?.[1] ?? 10);
  const ctx: SignatureContext = {
    font: "10px sans-serif",
    fillStyle: "#000",
    textBaseline: "alphabetic",
    save: () => void saved.push(transform),
    restore: () => void (transform = saved.pop() ?? transform),
    setTransform: ((a: number, b: number, c: number, d: number, e: number, f: number) => {
      transform = [a, b, c, d, e, f];
    }) as SignatureContext["setTransform"],
    clearRect: () => undefined,
    measureText: (text: string) => ({ width: text.length * sizeOf(ctx.font) * 0.55 }) as TextMetrics,
    fillText: (text: string, x: number, y: number, maxWidth?: number) =>
      void drawn.push({ text, x, y, maxWidth, size: sizeOf(ctx.font), transform }),
  };
  const canvas: SignatureCanvas & { toDataURL: () => string } = {
    width: cssWidth * dpr,
    height: cssHeight * dpr,
    offsetWidth: cssWidth,
    offsetHeight: cssHeight,
    getContext: () => ctx,
    toDataURL: () => "data:image/png;base64,",
  };
  return { canvas, ctx, drawn };
};

/** The drawn text's box in device pixels: [left, right, middle]. */
const deviceBox = (d: Drawn) => {
  const [scale] = d.transform;
  const width = Math.min(d.text.length * d.size * 0.55, d.maxWidth ?? Infinity);
  return { left: d.x * scale, right: (d.x + width) * scale, middle: d.y * scale };
};

describe("a signature typed with the keyboard", () => {
  beforeEach(() => {
    globalThis.devicePixelRatio = 2;
  });
  afterEach(() => {
    globalThis.devicePixelRatio = 1;
  });

  it.each([
    ["Léa Roux", 40],
    ["Marie-Charlotte de La Fontaine-Beaumarchais", 12],
  ])("draws « %s » at %i CSS px, inside the 327 × 180 frame of a 2x phone", (name, size) => {
    const { canvas, drawn } = phoneCanvas(327, 180, 2);
    expect(drawTypedName(canvas, name, "#111827")).toBe(size);
    const [text] = drawn;
    expect(text.size).toBe(size);
    expect(text.transform).toEqual([2, 0, 0, 2, 0, 0]);
    const box = deviceBox(text);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(canvas.width);
    expect(box.middle).toBe(canvas.height / 2);
  });

  it("is what the contract's signing page draws: the CSS size, not twice it", () => {
    const { canvas, drawn } = phoneCanvas(327, 180, 2);
    expect(typedSignature("Léa Roux", canvas)).toMatch(/^data:image\/png/);
    expect(drawn).toHaveLength(1);
    expect(drawn[0].size).toBeLessThanOrEqual(40);
    const box = deviceBox(drawn[0]);
    expect(box.right).toBeLessThanOrEqual(canvas.width);
    expect(box.middle).toBe(canvas.height / 2);
  });

  it("draws nothing for a blank name", () => {
    const { canvas, drawn } = phoneCanvas(327, 180, 2);
    expect(drawTypedName(canvas, "   ", "#111827")).toBeNull();
    expect(drawn).toEqual([]);
  });
});
