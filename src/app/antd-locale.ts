// antd's French locale, from antd's ES build. `antd/locale/fr_FR` is a CommonJS file: imported
// by default from this ESM package, the production bundle (rolldown's Node-compatible interop)
// handed ConfigProvider the module object, not the locale — every component fell back to
// English ("Select date", "Previous Page", "Page Size"). The ES module has a real default export.
import frFR from "antd/es/locale/fr_FR";
import type { Locale } from "antd/es/locale";
import { domain } from "../i18n/fr/domain.ts";

// Its pickers get French formats and placeholders: fr_FR names none of its own, so a picker
// without a `format` showed and took "2026-11-06", and its placeholder (« Sélectionner une
// date ») did not say how to type one. The shared pickers (src/components/date-picker/
// french-pickers.tsx) pass the same, and read the other typed forms too (7h30, 6/11/2026).
const datePicker = frFR.DatePicker as NonNullable<Locale["DatePicker"]>;
const { placeholder, monthPlaceholder, timePlaceholder } = domain.datePicker;

export const ANTD_LOCALE: Locale = {
  ...frFR,
  DatePicker: {
    ...datePicker,
    lang: {
      ...datePicker.lang,
      placeholder,
      monthPlaceholder,
      fieldDateFormat: "DD/MM/YYYY",
      fieldDateTimeFormat: "DD/MM/YYYY HH:mm",
      fieldTimeFormat: "HH:mm",
      fieldMonthFormat: "MM/YYYY",
    },
    timePickerLocale: { ...datePicker.timePickerLocale, placeholder: timePlaceholder },
  },
};
