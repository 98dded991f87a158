// What an antd icon says to assistive technology. antd names every icon after its file
// ("search", "left", "close-circle"): English words read out beside French labels. Here an
// icon is decorative (aria-hidden) unless it is the only content of a control, which it then
// names in French; the English labels antd's inner libraries hard-code on such controls are
// put in French too.
import { t, translateAny, hasMessage, type MessageKey } from "../../i18n/index.ts";

/** Elements a user operates: an icon alone inside one of them is its name. */
const CONTROL = "button, a[href], [role=button], [role=tab], [role=menuitem], [role=option], [role=link], [tabindex]";

const ENGLISH_CONTROL_LABELS: Record<string, MessageKey> = {
  "Increase Value": "a11y.controlLabels.increase",
  "Decrease Value": "a11y.controlLabels.decrease",
  remove: "a11y.controlLabels.remove",
  "expanded dropdown": "a11y.controlLabels.hiddenTabs",
};

/** Where an arrow means something else than "previous/next": the sider's collapse trigger. */
const IN_CONTEXT: Array<[string, Record<string, string>]> = [
  [".ant-layout-sider-trigger", { left: "menu-fold", right: "menu-unfold" }],
];

/** The French name of an antd icon by its antd name, when the catalog has one. */
export const frenchIconName = (name: string | undefined): string | undefined =>
  name && hasMessage(`a11y.iconNames.${name}`) ? translateAny(`a11y.iconNames.${name}`) : undefined;

/** A name of its own: a label, a title or text (icons hold no text, only their SVG). */
const hasOwnName = (control: Element): boolean =>
  !!(
    control.getAttribute("aria-label")?.trim() ||
    control.getAttribute("aria-labelledby") ||
    control.getAttribute("title")?.trim() ||
    control.textContent?.trim()
  );

/**
 * Sets the icon's accessible name (French) when it is its control's only content, else hides
 * it; translates its control's hard-coded English label. Called once the icon is in the page.
 */
export function describeIcon(icon: HTMLElement, name: string | undefined): void {
  const control = icon.closest(CONTROL);
  const english = control?.getAttribute("aria-label");
  if (control && english && ENGLISH_CONTROL_LABELS[english])
    control.setAttribute("aria-label", t(ENGLISH_CONTROL_LABELS[english]));
  const contextual = IN_CONTEXT.find(([selector, names]) => name && names[name] && icon.closest(selector));
  const french = frenchIconName(contextual && name ? contextual[1][name] : name);
  if (control && french && (control === icon || !hasOwnName(control))) {
    icon.setAttribute("role", "img");
    icon.setAttribute("aria-label", french);
    icon.removeAttribute("aria-hidden");
    return;
  }
  icon.removeAttribute("role");
  icon.removeAttribute("aria-label");
  icon.setAttribute("aria-hidden", "true");
}
