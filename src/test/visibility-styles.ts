// antd's styles in the component tests, reduced to the declarations that decide whether an
// element is shown or can be reached: Testing Library's role queries skip what `display` or
// `visibility` hides (a closed drawer, an inactive tab), and user-event refuses a click through
// `pointer-events: none`. jsdom matches every rule of the page against each element a role query
// looks at; with antd's ≈ 2 000 whole rules in the page, that matching took a third of the
// component tests' time (docs/performance/test-suite.md).
import type { CSSObject, Transformer } from "@ant-design/cssinjs";

const KEPT = new Set(["display", "visibility", "pointerEvents"]);

/** A nested rule (a selector, an at-rule), not a declaration whose value is an object. */
const isRule = (value: unknown) =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  !("value" in value) &&
  !("_keyframe" in value);

/** cssinjs applies it to every level of a style; stylis then drops the rules left empty. */
export const visibilityOnly: Transformer = {
  visit: (style: CSSObject) =>
    Object.fromEntries(Object.entries(style).filter(([key, value]) => KEPT.has(key) || isRule(value))) as CSSObject,
};
