// « Fusionner » for companies (/companies/merge?keep=…&drop=…): the shared screen of src/domain/merge.
import { MergeScreen } from "../../src/domain/merge/merge-screen.tsx";

export const CompanyMerge = () => <MergeScreen entity="company" />;
