// One dayjs, in French, with strict parsing of typed dates. Import dayjs from here.
import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";
import "dayjs/locale/fr.js";

dayjs.extend(customParseFormat);
dayjs.locale("fr");

export { dayjs };
export type { Dayjs } from "dayjs";

export const DATE_FORMAT = "DD/MM/YYYY";

export const formatDate = (value: string | Date | null | undefined, format = DATE_FORMAT): string =>
  value ? dayjs(value).format(format) : "";
