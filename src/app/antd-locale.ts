// antd's French locale, from antd's ES build. `antd/locale/fr_FR` is a CommonJS file: imported
// by default from this ESM package, the production bundle (rolldown's Node-compatible interop)
// handed ConfigProvider the module object, not the locale — every component fell back to
// English ("Select date", "Previous Page", "Page Size"). The ES module has a real default export.
import frFR from "antd/es/locale/fr_FR";

export const ANTD_LOCALE = frFR;
