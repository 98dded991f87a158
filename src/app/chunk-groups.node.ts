// How the build groups antd into chunks (vite.config.ts, `codeSplitting.groups`).
//
// A browser opens six HTTP/1.1 connections to a host: split into dozens of small shared chunks,
// antd's modules held them while a page's first reads waited for one
// (docs/performance/first-screen.md). So antd, its rc-* and the icons go into two chunks: what the shell and the list
// pages use, and what only the detail and form screens use (date pickers, uploads, tabs,
// descriptions…), so that opening a list does not load the code of every form.

/** antd, its rc-* components and helpers, its styling runtime and the icons. */
export const ANTD_MODULE =
  /node_modules[\\/](antd|rc-[^\\/]+|@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color|icons|icons-svg|react-slick))[\\/]/;

/** antd's components that no list page nor the shell uses, and the packages behind them. */
const OTHER_SCREENS =
  /node_modules[\\/](antd[\\/]es[\\/](date-picker|calendar|time-picker|upload|tabs|result|descriptions|steps|timeline|statistic|progress|collapse|segmented|input-number|switch|list|card|image|slider|rate|transfer|tree-select|cascader|auto-complete|mentions|qr-code|tour|watermark|color-picker|float-button|anchor|affix|back-top|splitter|carousel|popconfirm|qrcode)[\\/]|rc-(picker|upload|tabs|steps|progress|collapse|segmented|input-number|switch|image|slider|rate|cascader|mentions|tree-select)[\\/]|@rc-component[\\/](color-picker|mini-decimal|qrcode|tour)[\\/]|@ant-design[\\/]react-slick[\\/])/;

/**
 * dayjs comes with the date pickers but the shell uses it too: left to the pickers' chunk, it
 * would make the first screen load that chunk.
 */
const SHARED_WITH_SHELL = /node_modules[\\/]dayjs[\\/]/;

/** antd's index re-exports every component: grouping it would pull them all in. */
const BARREL = /node_modules[\\/]antd[\\/]es[\\/]index\.js$/;

export const isFirstScreenAntd = (id: string) =>
  SHARED_WITH_SHELL.test(id) || (ANTD_MODULE.test(id) && !OTHER_SCREENS.test(id) && !BARREL.test(id));
