// « Fusionner » for contacts (/contacts/merge?keep=…&drop=…): the shared screen of src/domain/merge.
import { MergeScreen } from "../../src/domain/merge/merge-screen.tsx";

export const ContactMerge = () => <MergeScreen entity="contact" />;
