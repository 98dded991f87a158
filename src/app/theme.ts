// The antd theme: Renfort's brick-red brand colour and, where antd's defaults fall short of
// WCAG 2.1 AA (text contrast ≥ 4.5:1, RGAA 3.2), darker text colours. Ratios are against white
// and antd's light backgrounds (#fafafa table headers, #f5f5f5 layout, each colour's palette-1
// tag or selected-item background); theme.test.ts checks them.
import type { ThemeConfig } from "antd";
import { AVATAR_BACKGROUND } from "../lib/a11y/avatar-colors.ts";

/** Text colours a tag of each preset colour is written in (antd uses palette 7: 2.5–3.4:1). */
export const TAG_TEXT_COLORS = {
  green7: "#237804",
  gold7: "#874d00",
  cyan7: "#006d75",
  orange7: "#ad4e00",
  volcano7: "#ad2102",
  lime7: "#3f6600",
  yellow7: "#876800",
} as const;

/** Warning text (Typography's, a form item's warning help): antd's #faad14 is 1.9:1 on white. */
const WARNING_TEXT = "#874d00";

export const THEME: ThemeConfig = {
  token: {
    // brand: #d4380d read 4.3:1 on the sider's selected item; one step darker
    colorPrimary: "#b8360b",
    // a default button under the pointer is written in colorPrimaryHover (antd derives #c4572b:
    // 4.4:1 on white), a primary one painted in it under white text: darker than the brand
    colorPrimaryHover: "#9c2d08",
    borderRadius: 6,
    // links: antd's blue #1677ff is 4.1:1 on white
    colorLink: "#0958d9",
    colorLinkHover: "#003eb3",
    colorLinkActive: "#002c8c",
    // secondary text (descriptions, breadcrumbs, hints): rgba(0,0,0,.45) is 3.4:1
    colorTextDescription: "rgba(0, 0, 0, 0.62)",
    colorTextSecondary: "rgba(0, 0, 0, 0.65)",
    // description labels and other tertiary text: rgba(0,0,0,.45) is 3.4:1
    colorTextTertiary: "rgba(0, 0, 0, 0.62)",
    colorError: "#cf1322",
    colorErrorText: "#cf1322",
    colorSuccessText: "#237804",
    colorWarningText: WARNING_TEXT,
    // a status tag « processing » (a push campaign being sent) is written in colorInfoText on
    // colorInfoBg: antd's #1677ff is 3.7:1 there
    colorInfoText: "#0958d9",
    ...TAG_TEXT_COLORS,
  },
  components: {
    Avatar: { colorTextPlaceholder: AVATAR_BACKGROUND },
    // a table's empty text is written in the disabled grey (rgba(0,0,0,.25): 1.6:1)
    // a ticked row under the pointer is painted colorPrimaryBgHover (#ebbfa4), where links read
    // 3.7:1: it keeps the ticked row's own background (colorPrimaryBg, #f7e9df: 5.4:1)
    Table: { colorTextDisabled: "rgba(0, 0, 0, 0.62)", rowSelectedHoverBg: "#f7e9df" },
    // a disabled select's value (a signed contract's read-only fields) is in the same grey, on
    // #f5f5f5 (1.8:1) and, for a multiple select's items, on #e6e6e6
    Select: { colorTextDisabled: "rgba(0, 0, 0, 0.62)" },
    // and so is a disabled text or number field's value: a signed contract's « Poste »,
    // « Qualification » and weekly hours read as empty fields beside its readable selects.
    // The pickers keep antd's grey: their calendars draw the days out of reach in it
    Input: { colorTextDisabled: "rgba(0, 0, 0, 0.62)" },
    InputNumber: { colorTextDisabled: "rgba(0, 0, 0, 0.62)" },
    // a form item's help under validateStatus "warning" (a contract's client signer without the
    // role, an advance above its ceiling, commercial conditions without a signer) is written in
    // colorWarning, not colorWarningText: #faad14, 1.9:1 on white. The inputs' warning borders keep
    // antd's amber (their own components' token)
    Form: { colorWarning: WARNING_TEXT },
  },
};
