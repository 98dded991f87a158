// « Entreprise » in a form or a filter bar: the companies by name, and the name of the chosen one
// even when it is not among the first page read (a form opened on a contract, a contact created
// from the company's page, a filter from the URL): src/components/form/record-select.tsx.
import { RecordSelect, type RecordSelectProps } from "../../components/form/record-select.tsx";
import { COMPANY_LOOKUP } from "./lookups.ts";

export const CompanySelect = (props: Omit<RecordSelectProps<{ id: string; name: string }>, "lookup">) => (
  <RecordSelect lookup={COMPANY_LOOKUP} showSearch {...props} />
);
