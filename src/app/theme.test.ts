// The theme's text colours meet WCAG 2.1 AA (4.5:1) on the backgrounds antd puts them on,
// computed from the tokens antd derives from THEME.
import { theme } from "antd";
import { describe, expect, it } from "vitest";
import { THEME, TAG_TEXT_COLORS } from "./theme.ts";

type Rgb = [number, number, number];

/** #rrggbb or rgba(r, g, b, a) composited over `under`. */
const parse = (color: string, under: Rgb = [255, 255, 255]): Rgb => {
  const short = color.match(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i);
  if (short) return [1, 2, 3].map((i) => parseInt(short[i] + short[i], 16)) as Rgb;
  const hex = color.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i], 16)) as Rgb;
  const rgba = color.match(/^rgba?\(([^)]+)\)$/);
  if (!rgba) throw new Error(`colour ${color}`);
  const [r, g, b, a = 1] = rgba[1].split(",").map(Number);
  return [r, g, b].map((c, i) => Math.round(c * a + under[i] * (1 - a))) as Rgb;
};

const luminance = ([r, g, b]: Rgb) => {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

const contrast = (text: string, background: string) => {
  const bg = parse(background);
  const [a, b] = [luminance(parse(text, bg)), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
};

const token = theme.getDesignToken(THEME) as unknown as Record<string, string>;

describe("theme contrast (WCAG 2.1 AA, 4.5:1)", () => {
  it("computes WCAG ratios (antd's former link blue on white is 4.1:1)", () => {
    expect(contrast("#1677ff", "#ffffff")).toBeCloseTo(4.1, 1);
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 0);
  });

  it.each([
    ["link", "colorLink", ["#ffffff", "#fafafa", "#f5f5f5", token.colorPrimaryBg]],
    ["primary text (sider's selected item, active tab)", "colorPrimary", ["#ffffff", "#f5f5f5", token.colorPrimaryBg]],
    ["a default button's text under the pointer", "colorPrimaryHover", ["#ffffff"]],
    ["secondary text", "colorTextSecondary", ["#ffffff", "#fafafa", "#f5f5f5"]],
    ["descriptions and breadcrumbs", "colorTextDescription", ["#ffffff", "#fafafa", "#f5f5f5"]],
    ["description labels", "colorTextTertiary", ["#ffffff", "#fafafa", "#f5f5f5"]],
    ["error text and danger buttons", "colorError", ["#ffffff", token.colorErrorBg]],
    ["success text", "colorSuccessText", ["#ffffff"]],
    ["warning text", "colorWarningText", ["#ffffff"]],
  ])("%s (%s)", (_, name, backgrounds) => {
    for (const background of backgrounds)
      expect(contrast(token[name], background), `${name} ${token[name]} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(TAG_TEXT_COLORS))("tags written in %s on their light background", (name) => {
    const background = token[name.replace("7", "1")];
    expect(contrast(token[name], background)).toBeGreaterThanOrEqual(4.5);
  });

  it("a link on a ticked table row under the pointer", () => {
    expect(
      contrast(token.colorLink, String(THEME.components?.Table?.rowSelectedHoverBg ?? token.colorPrimaryBgHover)),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it("a table's empty text", () => {
    expect(
      contrast(THEME.components?.Table?.colorTextDisabled ?? token.colorTextDisabled, "#ffffff"),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it.each(["#f5f5f5", "#e6e6e6"])("a disabled select's value on %s", (background) => {
    expect(
      contrast(THEME.components?.Select?.colorTextDisabled ?? token.colorTextDisabled, background),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it.each(["Input", "InputNumber"] as const)(
    "a disabled %s's value (a signed contract's « Poste », « Qualification », hours) on #f5f5f5",
    (component) => {
      expect(
        contrast(THEME.components?.[component]?.colorTextDisabled ?? token.colorTextDisabled, "#f5f5f5"),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(["Success", "Info", "Error", "Warning"])(
    "status tags (%s) written in color<Status>Text on their Bg",
    (status) => {
      expect(contrast(token[`color${status}Text`], token[`color${status}Bg`])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(["#ffffff", "#fafafa"])("a form item's warning help (validateStatus warning) on %s", (background) => {
    expect(
      contrast(String(THEME.components?.Form?.colorWarning ?? token.colorWarning), background),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it("avatar initials (white) on the avatar background", () => {
    const avatar = THEME.components?.Avatar?.colorTextPlaceholder ?? token.colorTextPlaceholder;
    expect(contrast(token.colorTextLightSolid, avatar)).toBeGreaterThanOrEqual(4.5);
  });
});
