// A signature typed with the keyboard, drawn into the signature canvas as the drawn ones are (the
// same PNG evidence): the customer's timesheet page (src/signature/SignForm.tsx) and the
// contract's signing page (resources/contracts/signature/sign-form.tsx) share it. The canvas is
// sized in device pixels (sharp on phones) while its box, the font and the margins are in CSS
// pixels: the transform is set here from the canvas's own ratio, so that a 2x phone draws the
// name at the size it reads, within the frame, whatever the caller's context already holds.

/** The canvas as far as the drawing needs it (an HTMLCanvasElement; a stand-in in tests). */
export type SignatureCanvas = {
  width: number;
  height: number;
  offsetWidth: number;
  offsetHeight: number;
  getContext(kind: "2d"): SignatureContext | null;
};
export type SignatureContext = Pick<
  CanvasRenderingContext2D,
  "save" | "restore" | "setTransform" | "clearRect" | "measureText" | "fillText" | "font" | "fillStyle" | "textBaseline"
>;

const FONT_FAMILY = `"Segoe Script", "Brush Script MT", cursive`;
/** CSS pixels: the largest and smallest font, the left and right margin. */
const MAX_SIZE = 40;
const MIN_SIZE = 12;
const MARGIN = 12;

const fontOf = (size: number) => `italic ${size}px ${FONT_FAMILY}`;

/**
 * Writes `name` across the canvas, as large as fits (40 px at most, half the frame's height),
 * vertically centred; returns the font size used in CSS pixels, or null (no context, no name).
 * Nothing is cleared: the caller clears (signature_pad's clear() paints its background).
 */
export const drawTypedName = (canvas: SignatureCanvas, name: string, color: string): number | null => {
  const ctx = canvas.getContext("2d");
  const text = name.trim();
  if (!ctx || !text) return null;
  // a hidden canvas has no box: its CSS size is then its pixel size at the screen's density
  const density = Math.max(globalThis.devicePixelRatio || 1, 1);
  const width = canvas.offsetWidth || canvas.width / density;
  const height = canvas.offsetHeight || canvas.height / density;
  const ratio = canvas.width / width;
  const room = width - 2 * MARGIN;
  ctx.save();
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  let size = Math.max(Math.min(MAX_SIZE, Math.floor(height / 2)), MIN_SIZE);
  ctx.font = fontOf(size);
  while (size > MIN_SIZE && ctx.measureText(text).width > room) {
    size -= 2;
    ctx.font = fontOf(size);
  }
  ctx.fillStyle = color;
  ctx.textBaseline = "middle";
  // the smallest font may still be too wide for a very long name: fillText then narrows it
  ctx.fillText(text, MARGIN, height / 2, room);
  ctx.restore();
  return size;
};
