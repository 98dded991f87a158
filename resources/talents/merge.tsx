// « Fusionner » for talents (/talents/merge?keep=…&drop=…): the shared screen of src/domain/merge.
import { MergeScreen } from "../../src/domain/merge/merge-screen.tsx";

export const TalentMerge = () => <MergeScreen entity="talent" />;
